import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { loadSession } from '../_server/session';

/** Dashboard layout (spec §2): sidebar, header with organisation, notifications and user menu. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { queryClient } = await loadSession();
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DashboardShell>{children}</DashboardShell>
    </HydrationBoundary>
  );
}
