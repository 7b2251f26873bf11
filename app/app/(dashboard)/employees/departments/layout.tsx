import type { ReactNode } from 'react';
import { ScreenMessages } from '@/components/providers/client-messages';

/** Department screens: the messages they render in the browser, on top of the shell's. */
export default function DepartmentsLayout({ children }: { children: ReactNode }) {
  return <ScreenMessages namespaces={['departments']}>{children}</ScreenMessages>;
}
