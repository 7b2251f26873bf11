import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** A payroll run and the create wizard: the messages they render in the browser, on top of the shell's. */
export default function PayrollFullscreenLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages
      namespaces={[
        'payroll',
        'payroll-analytics',
        'payroll-documents',
        'payroll-bank-file',
        'payouts',
        'settings',
      ]}
    >
      {children}
    </ScreenMessages>
  );
}
