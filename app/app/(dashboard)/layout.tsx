import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/layout/dashboard-shell';

/** Dashboard layout (spec §2): sidebar, header with organisation, notifications and user menu. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardShell>{children}</DashboardShell>;
}
