'use client';

import { useLocale, useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkedNameCell, PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import {
  PAYROLL_STATUSES,
  type PayrollRun,
  type PayrollStatus,
  type PayrollStatsCard,
} from '@/lib/contracts/payroll';
import { formatDate, type DateLocale } from '@/lib/dates';
import { usePayrollRuns, usePayrollStats } from '@/lib/queries/payroll';
import { usePermissions } from '@/lib/queries/permissions';
import { currenciesOf, Money, PayrollStatusBadge, usePeriodLabel } from './payroll-parts';

const PER_PAGE = 10;

/** /app/payroll: the last run's figures, then every run with its status, newest first. */
export function PayrollRuns() {
  const t = useTranslations('payroll');
  const { can } = usePermissions();
  const { page, setPage } = useUrlPage();
  const [status, setStatus] = useState<PayrollStatus | ''>('');
  const runs = usePayrollRuns({ page, perPage: PER_PAGE, ...(status ? { status } : {}) });
  const stats = usePayrollStats();
  const pagination = usePaginationLabels('payroll.pagination');
  const period = usePeriodLabel();
  const locale = useLocale() as DateLocale;
  const runAction = can('payroll.create') ? (
    <Button asChild>
      <IntentLink href="/app/payroll/create">{t('action')}</IntentLink>
    </Button>
  ) : null;

  const columns: DataTableColumn<PayrollRun>[] = [
    {
      id: 'name',
      header: t('list.name'),
      card: 'title',
      cell: (r) => (
        <LinkedNameCell
          href={`/app/payroll/${r.id}`}
          name={r.name}
          sub={r.payrollGroupName ?? t('list.everyone')}
        />
      ),
    },
    { id: 'period', header: t('list.period'), card: 'title', cell: (r) => period(r.period) },
    {
      id: 'employees',
      header: t('list.employees'),
      className: 'text-right tabular-nums',
      cell: (r) => r.employeeCount,
    },
    {
      id: 'net',
      header: t('list.net'),
      card: 'figure',
      className: 'text-right',
      cell: (r) => {
        const currencies = currenciesOf(r.totals);
        if (currencies.length === 0) return <span className="text-muted">—</span>;
        return (
          <div className="space-y-0.5">
            {currencies.map((c) => (
              <div key={c}>
                <Money minor={r.totals[c]!.net} currency={c} />
              </div>
            ))}
          </div>
        );
      },
    },
    {
      id: 'status',
      header: t('list.status'),
      card: 'status',
      cell: (r) => (
        <div className="space-y-0.5">
          <PayrollStatusBadge status={r.status} />
          {/* approved with its payouts waiting for the pay date (issue 29 §4) */}
          {r.scheduledFor ? (
            <p className="text-xs text-muted">
              {t('run.schedule.scheduledFor', { date: formatDate(r.payDate, locale) })}
            </p>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="secondary">
              <IntentLink href="/app/payroll/settings">{t('settingsLink')}</IntentLink>
            </Button>
            {runAction}
          </>
        }
      />
      <StatsCards stats={stats.data} isLoading={stats.isPending} isError={stats.isError} />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-base font-semibold text-ink">{t('list.title')}</h2>
            <div className="w-full sm:w-56">
              <Select
                aria-label={t('list.statusFilter')}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as PayrollStatus | '');
                  setPage(1);
                }}
              >
                <option value="">{t('list.allStatuses')}</option>
                {PAYROLL_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="overflow-x-auto">
            <QueryTable
              query={runs}
              failedTitle={t('list.loadFailed')}
              retryLabel={t('retry')}
              caption={t('list.title')}
              columns={columns}
              rows={runs.data?.data ?? []}
              getRowId={(r) => r.id}
              emptyState={
                <EmptyState
                  title={t('emptyTitle')}
                  description={t('emptyDescription')}
                  action={status ? null : runAction}
                />
              }
            />
          </div>
          <PagedFooter meta={runs.data?.meta} onPageChange={setPage} labels={pagination} />
        </CardContent>
      </Card>
    </div>
  );
}

function StatsCards({
  stats,
  isLoading,
  isError,
}: {
  stats: PayrollStatsCard | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  const t = useTranslations('payroll.stats');
  const locale = useLocale() as DateLocale;
  const period = usePeriodLabel();
  if (isError) return null;
  if (isLoading || !stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  const currencies = currenciesOf(stats.currencies);
  const main = currencies[0];
  const figures = main ? stats.currencies[main]! : null;
  const change = (now: number, before: number | undefined) => {
    if (before === undefined || before === 0) return null;
    const pct = ((now - before) / before) * 100;
    return t('change', { value: `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%` });
  };
  const cards = [
    {
      key: 'gross',
      label: t('gross'),
      value: figures && main ? <Money minor={figures.gross} currency={main} /> : '—',
      sub: figures ? change(figures.gross, figures.previous?.gross) : null,
    },
    {
      key: 'net',
      label: t('net'),
      value: figures && main ? <Money minor={figures.net} currency={main} /> : '—',
      sub: figures ? change(figures.net, figures.previous?.net) : null,
    },
    {
      key: 'paye',
      label: t('paye'),
      value: figures && main ? <Money minor={figures.paye} currency={main} /> : '—',
      sub: figures ? change(figures.paye, figures.previous?.paye) : null,
    },
    {
      key: 'awaiting',
      label: t('awaiting'),
      value: String(stats.awaitingApproval),
      sub: stats.nextPayDate ? t('nextPayDate', { date: formatDate(stats.nextPayDate, locale) }) : null,
    },
  ];
  return (
    <section aria-label={t('label')} className="space-y-2">
      {stats.lastRun ? (
        <p className="text-sm text-muted">{t('lastRun', { period: period(stats.lastRun.period) })}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.key} className="p-4" data-testid={`stat-${c.key}`}>
            <p className="text-xs font-medium text-muted uppercase">{c.label}</p>
            <p className="mt-1 text-lg font-semibold [overflow-wrap:anywhere] text-ink 2xl:text-xl">
              {c.value}
            </p>
            {figures && c.key === 'gross' && currencies.length > 1 ? (
              <p className="text-xs text-muted">
                {currencies.slice(1).map((cur) => (
                  <span key={cur} className="mr-2">
                    <Money minor={stats.currencies[cur]!.gross} currency={cur} />
                  </span>
                ))}
              </p>
            ) : null}
            {c.sub ? <p className="text-xs text-muted">{c.sub}</p> : null}
          </Card>
        ))}
      </div>
    </section>
  );
}
