import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreatePayrollFrame } from '@/components/payroll/payroll-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll'))('create.title') };
}

export default function PayrollCreatePage() {
  return <CreatePayrollFrame />;
}
