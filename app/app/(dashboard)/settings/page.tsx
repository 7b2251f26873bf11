import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title') };
}

export default async function SettingsPage({ searchParams }: Props) {
  return (
    <ScreenMessages namespaces={['audit', 'chat.settings', 'chat.validation', 'settings', 'team']}>
      <SettingsFrame searchParams={await searchParams} />
    </ScreenMessages>
  );
}
