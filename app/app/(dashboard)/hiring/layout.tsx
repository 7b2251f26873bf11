import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** Hiring screens (hiring a candidate opens the employee form): the messages they render in the browser, on top of the shell's. */
export default function HiringLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['hiring', 'employees']}>{children}</ScreenMessages>;
}
