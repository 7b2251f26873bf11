import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** Remittance screens: the messages they render in the browser, on top of the shell's. */
export default function RemittancesLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['remittances']}>{children}</ScreenMessages>;
}
