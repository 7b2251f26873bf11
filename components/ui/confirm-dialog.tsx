'use client';

import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { ConfirmDialogProps } from './dialog';

const loadDialog = () => import('./dialog');
const RadixConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * Asks before an action (components/ui/dialog.tsx `ConfirmDialog`), with the Radix dialog's code loaded on
 * first use instead of with the screen (issue 11): until then only the trigger renders, its hover or focus
 * starts the import and its click mounts the dialog open. Until the code arrives the same trigger stays in
 * place. A dialog opened by its parent (`open`) loads when it first opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(Boolean(props.defaultOpen));
  const mounted = used || props.open === true;
  const { trigger } = props;

  const light =
    isValidElement<TriggerProps>(trigger) &&
    cloneElement(
      trigger as ReactElement<TriggerProps>,
      {
        'aria-haspopup': 'dialog',
        onPointerEnter: () => void loadDialog(),
        onFocus: () => void loadDialog(),
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          if (event.defaultPrevented) return;
          setUsed(true);
          props.onOpenChange?.(true);
        },
      } as TriggerProps,
    );

  if (!mounted) return light || null;
  return (
    <Suspense fallback={light || null}>
      <RadixConfirmDialog {...props} defaultOpen={props.open === undefined ? true : props.defaultOpen} />
    </Suspense>
  );
}
