import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NestedFrame } from '@/components/layout/nested-frame';

/** Nested layout (spec §2): the screen keeps the dashboard shell and gets a back link to its list. */
export default async function PollAnalyticsLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('comms.poll');
  return (
    <NestedFrame backHref="/app/comms" backLabel={t('back')}>
      {children}
    </NestedFrame>
  );
}
