import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CommsScreen } from '@/components/comms/comms-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('comms'))('title') };
}

// Filters and page live in the URL (useSearchParams), which needs a Suspense boundary to prerender.
export default function CommsPage() {
  return (
    <Suspense>
      <CommsScreen />
    </Suspense>
  );
}
