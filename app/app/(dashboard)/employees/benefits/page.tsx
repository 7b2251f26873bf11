import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BenefitsFrame } from '@/components/benefits/benefits-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('benefits'))('title') };
}

export default function EmployeesBenefitsPage() {
  return <BenefitsFrame />;
}
