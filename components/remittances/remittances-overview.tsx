'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { useStatutorySummary } from '@/lib/queries/remittances';
import { StatutoryReturns } from './statutory-returns';
import { UploadSheetActions } from './upload-sheet-actions';
import { useDate, useMoney } from './use-money';

export const REMITTANCES_BASE = '/app/employees/remittances';

/** /app/employees/remittances: one card per statutory type of the organisation's country. */
export function RemittancesOverview() {
  const t = useTranslations('remittances');
  const money = useMoney();
  const date = useDate();
  const summary = useStatutorySummary();
  const cards = summary.data ?? [];
  const nothingYet = summary.isSuccess && cards.every((c) => c.liabilities === 0);
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} actions={<UploadSheetActions />} />
      {summary.isError && !summary.data ? (
        <Card>
          <LoadFailed
            error={summary.error}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => summary.refetch()}
          />
        </Card>
      ) : (
        <>
          {nothingYet && (
            <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-muted">
              {t('emptyDescription')}
            </p>
          )}
          <ul
            aria-label={t('typesLabel')}
            aria-busy={summary.isPending}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {summary.isPending
              ? [0, 1, 2].map((i) => (
                  <li key={i}>
                    <Card className="space-y-3 p-4">
                      <Skeleton className="h-5 w-32" />
                      <Skeleton className="h-8 w-40" />
                      <Skeleton className="h-4 w-full" />
                    </Card>
                  </li>
                ))
              : cards.map((c) => (
                  <li key={c.type}>
                    <IntentLink
                      href={`${REMITTANCES_BASE}/${c.type}`}
                      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <Card className="h-full space-y-3 p-4 transition-colors hover:border-brand-600">
                        <h2 className="font-semibold text-ink">{t(`types.${c.type}`)}</h2>
                        <div>
                          <p className="text-xs text-muted">{t('card.outstanding')}</p>
                          <p className="text-2xl font-semibold text-ink">
                            {money(c.outstanding, c.currency)}
                          </p>
                        </div>
                        <dl className="grid grid-cols-2 gap-2 text-sm">
                          <div>
                            <dt className="text-muted">{t('card.overdue')}</dt>
                            <dd className={c.overdue > 0 ? 'font-medium text-danger' : 'text-ink'}>
                              {money(c.overdue, c.currency)}
                            </dd>
                          </div>
                          <div>
                            <dt className="text-muted">{t('card.remitted')}</dt>
                            <dd className="text-ink">{money(c.remitted, c.currency)}</dd>
                          </div>
                        </dl>
                        <p className="text-xs text-muted">
                          {c.nextDueDate
                            ? t('card.nextDue', { date: date(c.nextDueDate) })
                            : t('card.nothingDue')}
                        </p>
                      </Card>
                    </IntentLink>
                  </li>
                ))}
          </ul>
        </>
      )}
      <StatutoryReturns />
    </div>
  );
}
