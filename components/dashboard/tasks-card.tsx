'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, type DateLocale } from '@/lib/dates';
import { formatCount } from '@/lib/plain-numbers';
import { useDashboardTasks } from '@/lib/queries/dashboard';
import { CardListBody } from './card-list-body';

/** Things to do (GET dashboard/tasks), each a link to where it is done. */
export function TasksCard() {
  const t = useTranslations('dashboard.tasks');
  const locale = useLocale() as DateLocale;
  const query = useDashboardTasks();
  const body = (
    <CardListBody query={query} namespace="dashboard.tasks">
      {(items) => (
        <ul className="divide-y divide-line">
          {items.map((task) => (
            <li key={task.type}>
              <IntentLink
                href={task.href}
                className="flex items-center justify-between gap-3 rounded-md py-3 text-sm hover:bg-canvas focus-visible:bg-canvas"
                data-testid={`task-${task.type}`}
              >
                <span className="min-w-0">
                  <span className="block text-ink">
                    {t(`types.${task.type}`, {
                      count: task.count,
                      countText: formatCount(task.count, locale),
                    })}
                  </span>
                  {task.dueDate ? (
                    <span className="block text-xs text-muted">
                      {t('due', { date: formatDate(task.dueDate, locale) })}
                    </span>
                  ) : null}
                </span>
                <span aria-hidden className="text-muted">
                  →
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </CardListBody>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent className="pt-2">{body}</CardContent>
    </Card>
  );
}
