'use client';

import { useEffect, type ReactNode } from 'react';
import { useRootStore } from '@/lib/stores/root';

/**
 * The top of every signed-in screen: its title (also kept as `innerPageTitle` for the shell's header),
 * an optional description and actions.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const setInnerPageTitle = useRootStore((s) => s.setInnerPageTitle);
  useEffect(() => setInnerPageTitle(title), [title, setInnerPageTitle]);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
