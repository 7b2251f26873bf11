'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable, SearchBox } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import { EWA_STATUSES, type EwaAdvance, type EwaStatus } from '@/lib/contracts/benefits';
import { useEwaAdvances, useEwaSettings } from '@/lib/queries/benefits';
import { EwaNoAccessList } from './ewa-no-access';
import { EWA_PATH, EwaStatusBadge, GiftIcon, useMoney } from './ewa-format';
import { NewAdvanceDialog } from './new-advance-dialog';

const PER_PAGE = 20;

const FILTERS = ['status'] as const;

/** `page`, `search` and `status` of the advances list, kept in the URL. */
function useAdvanceParams() {
  const { filters, setFilter, ...paging } = useUrlPaging({ filters: FILTERS });
  const status = (EWA_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as EwaStatus)
    : undefined;
  return { ...paging, status, setStatus: (s: string) => setFilter('status', s) };
}

export function EwaScreen() {
  const t = useTranslations('benefits.ewa');
  const [open, setOpen] = useState(false);
  const settings = useEwaSettings();
  const p = useAdvanceParams();
  const query = useEwaAdvances({
    page: p.page,
    perPage: PER_PAGE,
    search: p.search || undefined,
    status: p.status,
  });
  const labels = usePaginationLabels('benefits.pagination');
  const money = useMoney();
  useErrorToast(query.error, 'benefits');

  const columns: DataTableColumn<EwaAdvance>[] = [
    {
      id: 'employee',
      card: 'title',
      header: t('columns.employee'),
      cell: (a) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">{a.employeeName}</p>
          {a.staffId ? <p className="text-xs text-muted">{a.staffId}</p> : null}
        </div>
      ),
    },
    {
      id: 'amount',
      card: 'figure',
      header: t('columns.amount'),
      cell: (a) => <span className="tabular-nums">{money(a.amount, a.currency)}</span>,
    },
    {
      id: 'fee',
      header: t('columns.fee'),
      cell: (a) => (
        <span className="tabular-nums">
          {money(a.fee, a.currency)}{' '}
          <span className="text-xs text-muted">({t(`paidBy.${a.feePaidBy}`)})</span>
        </span>
      ),
    },
    {
      id: 'outstanding',
      header: t('columns.outstanding'),
      cell: (a) => <span className="tabular-nums">{money(a.outstanding, a.currency)}</span>,
    },
    {
      id: 'status',
      card: 'status',
      header: t('columns.status'),
      cell: (a) => <EwaStatusBadge status={a.status} />,
    },
    {
      id: 'date',
      card: 'subtitle',
      header: t('columns.date'),
      cell: (a) => <span className="whitespace-nowrap">{a.createdAt.slice(0, 10)}</span>,
    },
  ];
  const filtered = Boolean(p.search || p.status);
  const empty = filtered ? (
    <EmptyState className="py-6" title={t('noMatch.title')} description={t('noMatch.description')} />
  ) : (
    <EmptyState
      className="py-6"
      icon={<GiftIcon />}
      title={t('emptyTitle')}
      description={t('emptyDescription')}
      action={<Button onClick={() => setOpen(true)}>{t('new')}</Button>}
    />
  );

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="secondary">
              <IntentLink href={`${EWA_PATH}/settings`}>{t('settingsLink')}</IntentLink>
            </Button>
            <Button onClick={() => setOpen(true)}>{t('new')}</Button>
          </>
        }
      />
      {settings.data && !settings.data.enabled ? (
        <Card role="status" className="border-warning/40 bg-warning/5 p-4 text-sm text-ink">
          {t('offNotice')}{' '}
          <IntentLink className="font-medium text-brand-600 hover:underline" href={`${EWA_PATH}/settings`}>
            {t('turnOn')}
          </IntentLink>
        </Card>
      ) : null}
      <Card className="space-y-3 p-4">
        <h2 className="text-base font-semibold text-ink">{t('advances')}</h2>
        <div className="flex flex-wrap gap-2">
          <SearchBox
            value={p.term}
            onChange={p.setTerm}
            placeholder={t('searchPlaceholder')}
            label={t('searchLabel')}
          />
          <div className="w-full sm:w-56">
            <Select
              aria-label={t('statusFilter')}
              value={p.status ?? ''}
              onChange={(e) => p.setStatus(e.target.value)}
              placeholder={t('allStatuses')}
            >
              {EWA_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statusOptions.${s}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <QueryTable
          query={query}
          failedTitle={t('loadFailed')}
          retryLabel={t('retry')}
          caption={t('advances')}
          columns={columns}
          rows={query.data?.data ?? []}
          getRowId={(a) => a.id}
          emptyState={empty}
        />
        <PagedFooter meta={query.data?.meta} onPageChange={p.setPage} labels={labels} />
      </Card>
      <EwaNoAccessList />
      <NewAdvanceDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
