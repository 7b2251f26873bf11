import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** Benefits screens: the messages they render in the browser, on top of the shell's. */
export default function BenefitsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['benefits']}>{children}</ScreenMessages>;
}
