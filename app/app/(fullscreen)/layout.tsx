import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FullscreenShell } from '@/components/layout/fullscreen-shell';
import { loadSession } from '../_server/session';

/** Fullscreen layout (spec §2): wizards and sheets get the whole screen, with a close link back. */
export default async function FullscreenLayout({ children }: { children: ReactNode }) {
  const { queryClient } = await loadSession();
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <FullscreenShell>{children}</FullscreenShell>
    </HydrationBoundary>
  );
}
