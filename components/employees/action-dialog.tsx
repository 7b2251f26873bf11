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

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  pending: boolean;
  danger?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children?: ReactNode;
  className?: string;
};

/**
 * A confirmation that asks for details (dates, a reason) before it acts: nothing is sent until the
 * submit button is pressed, and while it runs the dialog cannot be dismissed half-way.
 */
export function ActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  submitLabel,
  pending,
  danger,
  onSubmit,
  children,
  className,
}: Props) {
  const tc = useTranslations('common');
  const t = useTranslations('employees');
  const guard = (event: Event) => pending && event.preventDefault();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        closeLabel={t('close')}
        className={className}
        onEscapeKeyDown={guard}
        onPointerDownOutside={guard}
        onInteractOutside={guard}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          {children}
          <DialogFooter>
            <Button type="button" variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" variant={danger ? 'danger' : 'default'} loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
