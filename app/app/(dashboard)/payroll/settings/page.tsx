import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayrollSettingsFrame } from '@/components/payroll/payroll-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll'))('settings.title') };
}

export default function PayrollSettingsPage() {
  return <PayrollSettingsFrame />;
}
