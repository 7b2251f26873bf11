import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayrollRunFrame } from '@/components/payroll/payroll-frame';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll'))('run.title') };
}

export default async function PayrollIdPage({ params }: Props) {
  const { id } = await params;
  return <PayrollRunFrame id={id} />;
}
