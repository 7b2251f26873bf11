import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorTextsProvider } from '@/components/errors/error-texts';
import 'react-toastify/dist/ReactToastify.css';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: { default: t('appName'), template: `%s · ${t('appName')}` }, description: t('tagline') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The root: the document and the root error page's texts. Each route group's layout adds the client
 * providers and messages its pages use (app/app: the whole app; (auth)/(queries), (public), (career): their
 * own), so a public page does not ship the signed-in app's code, and the login page no message formatter.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('errorPage');
  const errorTexts = {
    notFoundTitle: t('notFoundTitle'),
    notFoundDescription: t('notFoundDescription'),
    errorTitle: t('errorTitle'),
    errorDescription: t('errorDescription'),
    home: t('home'),
    retry: t('retry'),
  };
  return (
    <html lang={await getLocale()}>
      <body className="min-h-dvh antialiased">
        <ErrorTextsProvider texts={errorTexts}>{children}</ErrorTextsProvider>
      </body>
    </html>
  );
}
