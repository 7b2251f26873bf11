'use client';

import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from './page-header';

type EmptyScreenProps = {
  title: string;
  description: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  /** Header actions, beside the title. */
  actions?: ReactNode;
  /** The empty state's next step. */
  action?: ReactNode;
  /** Shown between the header and the card, e.g. the screen's tabs. */
  children?: ReactNode;
};

/** A screen whose module has no data yet: header, optional tabs, and the module's empty state. */
export function EmptyScreen({
  title,
  description,
  icon,
  emptyTitle,
  emptyDescription,
  actions,
  action,
  children,
}: EmptyScreenProps) {
  return (
    <div className="min-w-0">
      <PageHeader title={title} description={description} actions={actions} />
      {children}
      <Card className={children ? 'mt-4' : undefined}>
        <EmptyState icon={icon} title={emptyTitle} description={emptyDescription} action={action} />
      </Card>
    </div>
  );
}

/** The next step of a module that a later issue builds: a disabled button with a short reason under it. */
export function UnavailableAction({ label, hint }: { label: string; hint: string }) {
  const hintId = useId();
  return (
    <>
      <Button disabled aria-describedby={hintId}>
        {label}
      </Button>
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {hint}
      </p>
    </>
  );
}
