import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces } from '@/lib/i18n/catalog';
import type { Messages } from '@/lib/i18n/format-message';

/** Namespaces only the server reads (API answers, mails): never shipped to browsers. */
const SERVER_ONLY_NAMESPACES = new Set(['api', 'mail']);

/**
 * Hands the browser the messages its client components render, and no more (issue 11): `namespaces` names
 * them (`hiring.careers` for a part of one); `all` ships every namespace but the server-only ones, for the
 * signed-in app whose screens share one client cache.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[] | 'all';
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  const picked =
    namespaces === 'all'
      ? Object.fromEntries(Object.entries(messages).filter(([ns]) => !SERVER_ONLY_NAMESPACES.has(ns)))
      : pickNamespaces(messages, namespaces);
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
