'use client';

import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

type ListQuery<T> = { isPending: boolean; isError: boolean; data: T[] | undefined };

/**
 * A dashboard card's list with its loading (three skeleton rows), error and empty states, so every list
 * card looks the same while it loads or fails; `children` renders the items once there are some.
 */
export function CardListBody<T>({
  query,
  labels,
  children,
}: {
  query: ListQuery<T>;
  labels: { loadError: string; emptyTitle: string; emptyDescription: string };
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  // A settled query without data is an error (TanStack gives data on success).
  if (query.isError || !query.data) {
    return (
      <p className="text-sm text-muted" role="alert">
        {labels.loadError}
      </p>
    );
  }
  if (query.data.length === 0)
    return <EmptyState className="py-6" title={labels.emptyTitle} description={labels.emptyDescription} />;
  return <>{children(query.data)}</>;
}
