import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PollAnalyticsScreen } from '@/components/comms/poll-analytics';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('comms'))('poll.title') };
}

export default async function CommsPollAnalyticsIdPage({ params }: Props) {
  const { id } = await params;
  return <PollAnalyticsScreen id={id} />;
}
