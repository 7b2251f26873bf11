import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SuggestionsScreen } from '@/components/comms/suggestions-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('comms'))('suggestions.title') };
}

export default function CommsSuggestionsPage() {
  return (
    <Suspense>
      <SuggestionsScreen />
    </Suspense>
  );
}
