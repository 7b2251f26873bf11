'use client';

import { useTranslations } from 'next-intl';
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
  namespace,
  children,
}: {
  query: ListQuery<T>;
  /** The card's messages, holding `loadError`, `emptyTitle` and `emptyDescription` (e.g. `dashboard.tasks`). */
  namespace: string;
  children: (items: T[]) => ReactNode;
}) {
  const t = useTranslations(namespace);
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
        {t('loadError')}
      </p>
    );
  }
  if (query.data.length === 0)
    return <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />;
  return <>{children(query.data)}</>;
}
