import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** Payroll screens (runs, their documents and payouts, analytics, settings): the messages they render in the browser, on top of the shell's. */
export default function PayrollLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages
      namespaces={[
        'payroll',
        'payroll-analytics',
        'payroll-documents',
        'payroll-bank-file',
        'payouts',
        // the payroll settings screen shows the payments provider (issue 35)
        'payments',
        'settings',
      ]}
    >
      {children}
    </ScreenMessages>
  );
}
