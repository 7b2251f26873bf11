import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayrollFrame } from '@/components/payroll/payroll-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll'))('title') };
}

export default function PayrollPage() {
  return <PayrollFrame />;
}
