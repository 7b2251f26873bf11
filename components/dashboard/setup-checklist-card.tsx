'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDashboardChecklist } from '@/lib/queries/organization';

/**
 * A compact onboarding checklist for the dashboard, shown while a step is left. The full checklist with
 * its KYC form and wallet button lives on /app/onboarding (components/onboarding), which this links to.
 */
export function SetupChecklistCard() {
  const t = useTranslations('dashboard.checklist');
  const steps = useTranslations('onboarding.steps');
  const query = useDashboardChecklist();
  if (query.isPending) return <Skeleton className="h-48" aria-busy />;
  const list = query.data?.checklist ?? [];
  const done = list.filter((s) => s.done).length;
  if (query.isError || list.length === 0 || done === list.length) return null;
  return (
    <Card data-testid="setup-checklist">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('title')}</CardTitle>
        <span className="text-sm text-muted">{t('progress', { done, total: list.length })}</span>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="h-2 overflow-hidden rounded-full bg-canvas" aria-hidden>
          <div
            className="h-full rounded-full bg-success"
            style={{ width: `${(done / list.length) * 100}%` }}
          />
        </div>
        <ul className="space-y-2">
          {list.map((step) => (
            <li key={step.key} className="flex items-center gap-3 text-sm" data-done={step.done}>
              <span
                aria-hidden
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-full text-xs',
                  step.done ? 'bg-success text-white' : 'border border-line text-transparent',
                )}
              >
                ✓
              </span>
              <span className={cn('min-w-0', step.done ? 'text-muted line-through' : 'text-ink')}>
                {steps(`${step.key}.title`)}
                <span className="sr-only"> — {step.done ? t('done') : t('todo')}</span>
              </span>
            </li>
          ))}
        </ul>
        <IntentLink
          href="/app/onboarding"
          className="inline-block text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
        >
          {t('continue')}
        </IntentLink>
      </CardContent>
    </Card>
  );
}
