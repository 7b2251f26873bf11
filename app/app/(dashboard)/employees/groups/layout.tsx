import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** Payroll group screens (their settings reuse the payroll settings form): the messages they render in the browser, on top of the shell's. */
export default function PayrollGroupsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['payroll-groups', 'settings.payroll']}>{children}</ScreenMessages>;
}
