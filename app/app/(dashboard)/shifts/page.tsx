import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShiftsFrame } from '@/components/shifts/shifts-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('shifts'))('title') };
}

export default async function ShiftsPage({ searchParams }: Props) {
  return (
    <ScreenMessages namespaces={['shifts']}>
      <ShiftsFrame searchParams={await searchParams} />
    </ScreenMessages>
  );
}
