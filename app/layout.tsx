import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import 'react-toastify/dist/ReactToastify.css';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: { default: t('appName'), template: `%s · ${t('appName')}` }, description: t('tagline') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Namespaces only the server reads (API answers, mails): never shipped to browsers. */
const SERVER_ONLY_NAMESPACES = new Set(['api', 'mail']);

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = Object.fromEntries(
    Object.entries(await getMessages()).filter(([ns]) => !SERVER_ONLY_NAMESPACES.has(ns)),
  );
  return (
    <html lang={locale}>
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider messages={messages}>
          <AppProviders>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
