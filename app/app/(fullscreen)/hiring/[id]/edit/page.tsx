import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobFormFrame } from '@/components/hiring/hiring-frame';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('hiring'))('edit.title') };
}

export default async function HiringIdEditPage({ params }: Props) {
  const { id } = await params;
  return <JobFormFrame id={id} />;
}
