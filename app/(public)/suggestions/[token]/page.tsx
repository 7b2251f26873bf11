import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PublicSuggestionBox } from '@/components/comms/public-suggestion-box';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('comms'))('public.boxTitle'), robots: { index: false } };
}

export default async function SuggestionBoxPage({ params }: Props) {
  return <PublicSuggestionBox token={(await params).token} />;
}
