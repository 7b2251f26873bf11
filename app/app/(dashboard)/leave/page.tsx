import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeaveFrame } from '@/components/leave/leave-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('leave'))('title') };
}

export default async function LeavePage({ searchParams }: Props) {
  return (
    <ScreenMessages namespaces={['leave']}>
      <LeaveFrame searchParams={await searchParams} />
    </ScreenMessages>
  );
}
