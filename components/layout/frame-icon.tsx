import type { ReactNode } from 'react';

/** The outline icon of a screen's empty state: children are the SVG shapes on a 24×24 grid. */
export function FrameIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
