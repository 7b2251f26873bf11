import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** The remittance schedule sheet: the messages they render in the browser, on top of the shell's. */
export default function RemittancesFullscreenLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['remittances']}>{children}</ScreenMessages>;
}
