import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** The job form: the messages they render in the browser, on top of the shell's. */
export default function HiringFullscreenLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['hiring', 'employees']}>{children}</ScreenMessages>;
}
