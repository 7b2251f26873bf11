'use client';

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';

/**
 * Adds a screen's namespaces to those the layout above already handed the browser (a nested provider would
 * replace them), so the shell's messages travel once and each screen's with its own page.
 */
export function MergeMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const inherited = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
