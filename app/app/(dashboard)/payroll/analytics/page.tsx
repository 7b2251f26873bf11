import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayrollAnalyticsFrame } from '@/components/payroll/payroll-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll'))('analytics.title') };
}

export default function PayrollAnalyticsPage() {
  return <PayrollAnalyticsFrame />;
}
