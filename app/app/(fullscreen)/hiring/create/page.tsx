import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobFormFrame } from '@/components/hiring/hiring-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('hiring'))('create.title') };
}

export default function HiringCreatePage() {
  return <JobFormFrame />;
}
