import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RemittancesFrame } from '@/components/remittances/remittances-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('remittances'))('title') };
}

export default function EmployeesRemittancesPage() {
  return <RemittancesFrame />;
}
