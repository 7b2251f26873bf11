import { render } from '@testing-library/react';
import { NextIntlClientProvider, type IntlError } from 'next-intl';
import type { ReactElement } from 'react';
import { loadMessages } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/config';

const messages = loadMessages('en-GB');

/**
 * Renders in a language with the whole catalogue. `onError` receives next-intl's errors (a missing key, a
 * message formatted with the wrong arguments) instead of the console, so a test can assert there were none.
 */
export function renderWithIntl(
  ui: ReactElement,
  options: { locale?: Locale; onError?: (error: IntlError) => void } = {},
) {
  const locale = options.locale ?? 'en-GB';
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-GB' ? messages : loadMessages(locale)}
      {...(options.onError && { onError: options.onError })}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}
