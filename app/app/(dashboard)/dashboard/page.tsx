import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardScreen } from '@/components/dashboard/dashboard-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

export default function DashboardPage() {
  return <DashboardScreen />;
}
