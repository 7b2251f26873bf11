import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicPoll } from '@/components/comms/public-poll';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('comms'))('public.pollTitle'), robots: { index: false } };
}

export default async function PollPage({ params }: Props) {
  return <PublicPoll token={(await params).token} />;
}
