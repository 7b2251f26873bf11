import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HiringFrame } from '@/components/hiring/hiring-frame';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('hiring'))('title') };
}

export default async function HiringPage({ searchParams }: Props) {
  return <HiringFrame searchParams={await searchParams} />;
}
