'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export type PayWallDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  ctaLabel: string;
  ctaHref: string;
  /** Secondary dismiss button; omitted when not given. */
  dismissLabel?: string;
  closeLabel?: string;
  icon?: ReactNode;
};

// Presentational only: callers own the open state (the pay-wall store) and translate every string.
export function PayWallDialog({ open, onOpenChange, title, description, ctaLabel, ctaHref, dismissLabel, closeLabel, icon }: PayWallDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={closeLabel} className="max-w-md text-center" data-testid="pay-wall-dialog">
        {icon ? (
          <div aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            {icon}
          </div>
        ) : null}
        <DialogHeader className="items-center pr-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          {dismissLabel ? (
            <DialogClose asChild>
              <Button variant="secondary">{dismissLabel}</Button>
            </DialogClose>
          ) : null}
          <Button asChild>
            {/* Navigating away closes the pay-wall so it does not reappear on the billing page. */}
            <Link href={ctaHref} onClick={() => onOpenChange(false)}>
              {ctaLabel}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
