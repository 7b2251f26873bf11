'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the dialog owns its trigger. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  /** The write is running: the submit button spins and the dialog cannot be dismissed half-way. */
  pending: boolean;
  /** The submit button stays disabled (nothing chosen yet). */
  submitDisabled?: boolean;
  /** A destructive write (suspend, separate): the submit button is red. */
  danger?: boolean;
  /** The form's submit handler (`form.handleSubmit(…)`); the form is `noValidate`, the schema checks. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Words of the footer's cancel button and of the corner's close button (default: common `cancel`/`close`). */
  cancelLabel?: string;
  closeLabel?: string;
  /** Beside the footer's buttons, at its start (a delete button of the record being edited). */
  footerStart?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Classes of the form (default a one-column grid) and of its footer (e.g. spanning a two-column form). */
  formClassName?: string;
  footerClassName?: string;
  'data-testid'?: string;
};

/**
 * A dialog that is one form (the template for every create/edit/act-with-details dialog): title and
 * description, the fields, a footer with Cancel and the submit button. Nothing is sent until submit; while the
 * write runs the submit button is pending and neither Cancel, Escape nor a click outside dismisses it.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  submitLabel,
  pending,
  submitDisabled,
  danger,
  onSubmit,
  cancelLabel,
  closeLabel,
  footerStart,
  children,
  className,
  formClassName = 'grid gap-4',
  footerClassName,
  'data-testid': testId,
}: FormDialogProps) {
  const tc = useTranslations('common');
  const guard = (event: Event) => pending && event.preventDefault();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        closeLabel={closeLabel ?? tc('close')}
        className={className}
        data-testid={testId}
        onEscapeKeyDown={guard}
        onPointerDownOutside={guard}
        onInteractOutside={guard}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form noValidate className={formClassName} onSubmit={onSubmit}>
          {children}
          <DialogFooter className={footerClassName}>
            {footerStart}
            <Button type="button" variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              {cancelLabel ?? tc('cancel')}
            </Button>
            <Button
              type="submit"
              variant={danger ? 'danger' : 'default'}
              loading={pending}
              disabled={submitDisabled}
            >
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
