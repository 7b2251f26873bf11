import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/errors/error-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('errorPage'))('notFoundTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('errorPage');
  return (
    <ErrorView
      kind="not-found"
      title={t('notFoundTitle')}
      description={t('notFoundDescription')}
      homeLabel={t('home')}
    />
  );
}
