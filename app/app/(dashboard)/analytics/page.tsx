import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnalyticsFrame } from '@/components/consultants/analytics-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('analytics'))('title') };
}

export default function AnalyticsPage() {
  return (
    <ScreenMessages namespaces={['analytics', 'payroll']}>
      <AnalyticsFrame />
    </ScreenMessages>
  );
}
