import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EarnedWageAccessSettingsFrame } from '@/components/benefits/benefits-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('benefits'))('ewaSettings.title') };
}

export default function EmployeesBenefitsEarnedWageAccessSettingsPage() {
  return <EarnedWageAccessSettingsFrame />;
}
