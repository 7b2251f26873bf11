import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CommsFrame } from '@/components/comms/comms-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('comms'))('title') };
}

export default function CommsPage() {
  return <CommsFrame />;
}
