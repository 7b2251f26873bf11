'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, type DateLocale } from '@/lib/dates';
import { useDashboardTasks } from '@/lib/queries/dashboard';

/** Things to do (GET dashboard/tasks), each a link to where it is done. */
export function TasksCard({ orgId }: { orgId: string }) {
  const t = useTranslations('dashboard.tasks');
  const locale = useLocale() as DateLocale;
  const query = useDashboardTasks(orgId);
  let body;
  if (query.isPending) {
    body = (
      <div className="space-y-2" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <p className="text-sm text-muted" role="alert">
        {t('loadError')}
      </p>
    );
  } else if (query.data.length === 0) {
    body = <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />;
  } else {
    body = (
      <ul className="divide-y divide-line">
        {query.data.map((task) => (
          <li key={task.type}>
            <Link
              href={task.href}
              className="flex items-center justify-between gap-3 rounded-md py-3 text-sm hover:bg-canvas focus-visible:bg-canvas"
              data-testid={`task-${task.type}`}
            >
              <span className="min-w-0">
                <span className="block text-ink">{t(`types.${task.type}`, { count: task.count })}</span>
                {task.dueDate ? (
                  <span className="block text-xs text-muted">
                    {t('due', { date: formatDate(task.dueDate, locale) })}
                  </span>
                ) : null}
              </span>
              <span aria-hidden className="text-muted">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent className="pt-2">{body}</CardContent>
    </Card>
  );
}
