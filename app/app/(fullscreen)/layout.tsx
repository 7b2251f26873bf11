import type { ReactNode } from 'react';
import { FullscreenShell } from '@/components/layout/fullscreen-shell';

/** Fullscreen layout (spec §2): wizards and sheets get the whole screen, with a close link back. */
export default function FullscreenLayout({ children }: { children: ReactNode }) {
  return <FullscreenShell>{children}</FullscreenShell>;
}
