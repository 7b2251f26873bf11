import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CommsSuggestionsFrame } from '@/components/comms/comms-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('comms'))('suggestions.title') };
}

export default function CommsSuggestionsPage() {
  return <CommsSuggestionsFrame />;
}
