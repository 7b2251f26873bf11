import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobFrame } from '@/components/hiring/hiring-frame';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('hiring'))('detail.title') };
}

export default async function HiringIdPage({ params }: Props) {
  const { id } = await params;
  return <JobFrame id={id} />;
}
