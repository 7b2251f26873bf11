import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** Communication screens: the messages they render in the browser, on top of the shell's. */
export default function CommsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['comms']}>{children}</ScreenMessages>;
}
