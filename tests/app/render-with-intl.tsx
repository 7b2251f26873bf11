import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { loadMessages } from '@/lib/i18n/catalog';

const messages = loadMessages('en-GB');

export function renderWithIntl(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en-GB" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}
