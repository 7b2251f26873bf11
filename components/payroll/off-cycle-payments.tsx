'use client';

import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { OFF_CYCLE_KINDS, type OffCycleAmount, type OffCycleSummary } from '@/lib/contracts/payroll';
import { OffCycleTreatmentNote } from './off-cycle-amounts';
import { Money } from './payroll-parts';

/**
 * The run screen of an off-cycle run: what it was asked to pay (per kind and currency, then per person) and how
 * each kind is taxed. Off-cycle runs are not compared with regular runs, so this replaces the variance card.
 */
export function OffCyclePayments({ summary }: { summary: OffCycleSummary }) {
  const t = useTranslations('payroll.offCycle');
  const tk = useTranslations('payroll.offCycle.kinds');
  const kinds = OFF_CYCLE_KINDS.filter((k) => summary.totals.some((x) => x.kind === k));
  const rows = summary.amounts.map((a, i) => ({ ...a, key: String(i) }));
  const columns: DataTableColumn<OffCycleAmount & { key: string }>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('employee'),
      cell: (a) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">{a.name}</p>
          <p className="text-xs text-muted">{a.staffId}</p>
        </div>
      ),
    },
    { id: 'kind', card: 'title', header: t('kind'), cell: (a) => tk(a.kind) },
    {
      id: 'amount',
      card: 'figure',
      header: t('amount'),
      className: 'text-right',
      cell: (a) => <Money minor={a.amount} currency={a.currency} />,
    },
  ];
  return (
    <Card data-testid="off-cycle-payments">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <ul className="space-y-1">
          {summary.totals.map((x) => (
            <li key={`${x.kind}-${x.currency}`}>
              <span className="font-medium text-ink">{tk(x.kind)}:</span>{' '}
              <Money minor={x.amount} currency={x.currency} />{' '}
              <span className="text-muted">· {t('people', { count: x.people })}</span>
            </li>
          ))}
        </ul>
        <ul className="space-y-1 text-muted" aria-label={t('treatmentTitle')}>
          {kinds.map((k) => (
            <li key={k}>
              <span className="font-medium text-ink">{tk(k)}:</span>{' '}
              <OffCycleTreatmentNote country={summary.country} kind={k} />
            </li>
          ))}
        </ul>
        <div className="max-h-[24rem] overflow-auto">
          <DataTable caption={t('title')} columns={columns} rows={rows} getRowId={(a) => a.key} />
        </div>
        {summary.count > summary.amounts.length ? (
          <p className="text-xs text-muted">
            {t('more', { shown: summary.amounts.length, count: summary.count })}
          </p>
        ) : null}
        <p className="text-xs text-muted">{t('notCompared')}</p>
      </CardContent>
    </Card>
  );
}
