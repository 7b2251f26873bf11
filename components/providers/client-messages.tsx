import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces } from '@/lib/i18n/catalog';
import type { Messages } from '@/lib/i18n/format-message';
import { MergeMessages } from './merge-messages';

/**
 * Hands the browser the messages its client components render, and no more (issue 11): `namespaces` names
 * them (`hiring.careers` for a part of one). A route group's layout uses it; its screens add theirs with
 * `ScreenMessages`. tests/lib/screen-messages.test.ts fails when a screen's browser code asks for a namespace
 * that neither it nor a layout above it ships.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A screen's (or a module folder's) own namespaces, added to the ones its route group's layout ships. */
export async function ScreenMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  return <MergeMessages messages={pickNamespaces(messages, namespaces)}>{children}</MergeMessages>;
}
