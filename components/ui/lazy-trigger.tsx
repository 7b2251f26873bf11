'use client';

import { cloneElement, Suspense, type ReactElement, type ReactNode } from 'react';
import { useLoadOnIntent } from './use-load-on-intent';

type TriggerProps = { onPointerEnter?: () => void; onFocus?: () => void; onClick?: () => void };

/**
 * The button of a dialog whose code (Radix, its form) loads on use (issue 11): hover or focus starts the
 * import, the click mounts `children` — the real dialog, rendered with `defaultOpen` and the same button as
 * its trigger — in its place. Until the code arrives the same button stays, so nothing moves.
 */
export function LazyTrigger({
  load,
  button,
  children,
}: {
  load: () => Promise<unknown>;
  button: ReactElement<TriggerProps>;
  children: ReactNode;
}) {
  const { opened, intent } = useLoadOnIntent(load);
  const light = cloneElement(button, { ...intent, 'aria-haspopup': 'dialog' } as TriggerProps);
  if (!opened) return light;
  return <Suspense fallback={light}>{children}</Suspense>;
}
