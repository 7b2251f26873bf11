'use client';

import dynamic from 'next/dynamic';
import { cloneElement, type ReactElement } from 'react';
import { useLazyDialog } from '@/components/ui/use-load-on-intent';
import type { LifecycleFormProps } from './lifecycle-forms';

// The forms (react-hook-form, zod, the dialog) load on use: a record or a selection ships only the buttons.
const loadForms = () => import('./lifecycle-forms');
const SuspendForm = dynamic(() => loadForms().then((m) => m.SuspendForm), { ssr: false });
const SeparateForm = dynamic(() => loadForms().then((m) => m.SeparateForm), { ssr: false });

type LifecycleProps = Omit<LifecycleFormProps, 'open' | 'onOpenChange'> & {
  /** The button that opens the dialog (it gets the click and the hover/focus that start the import). */
  trigger: ReactElement<{ onClick?: () => void }>;
};

function lazyLifecycleDialog(Form: typeof SuspendForm) {
  return function LifecycleDialog({ trigger, ...props }: LifecycleProps) {
    const dialog = useLazyDialog(loadForms);
    return (
      <>
        {cloneElement(trigger, { onClick: dialog.show, ...dialog.intent })}
        {dialog.mounted ? <Form {...props} open={dialog.open} onOpenChange={dialog.setOpen} /> : null}
      </>
    );
  };
}

/** Suspend one or many employees from a date, optionally until a date, with a reason. */
export const SuspendDialog = lazyLifecycleDialog(SuspendForm);

/** Separate (end the employment of) one or many employees on a date, with a reason. */
export const SeparateDialog = lazyLifecycleDialog(SeparateForm);
