import type { ReactNode } from 'react';

/**
 * A stroked outline icon: children are the SVG shapes on a 24×24 grid. At its default size, the icon of a
 * screen's empty state; smaller, the header's controls (bell, balance toggle, menu).
 */
export function FrameIcon({
  children,
  className = 'size-6',
  strokeWidth = 1.8,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
