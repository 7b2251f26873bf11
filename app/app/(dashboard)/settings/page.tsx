import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/components/settings/settings-frame';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title') };
}

export default async function SettingsPage({ searchParams }: Props) {
  return <SettingsFrame searchParams={await searchParams} />;
}
