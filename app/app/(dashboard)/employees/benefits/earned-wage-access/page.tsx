import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EarnedWageAccessFrame } from '@/components/benefits/benefits-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('benefits'))('ewa.title') };
}

export default function EmployeesBenefitsEarnedWageAccessPage() {
  return <EarnedWageAccessFrame />;
}
