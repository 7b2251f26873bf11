import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Welcome } from '@/components/layout/welcome';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

export default function DashboardPage() {
  return <Welcome />;
}
