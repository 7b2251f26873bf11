'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import { errorMessage } from '@/lib/api/client';
import { downloadSchedules } from '@/lib/api/remittances';
import { LIABILITY_STATUSES, type Liability, type StatutoryType } from '@/lib/contracts/remittances';
import { useLiabilities } from '@/lib/queries/remittances';
import { RemittanceStatusBadge } from './remittance-status-badge';
import { REMITTANCES_BASE } from './remittances-overview';
import { useDate, useMoney } from './use-money';

/** /app/employees/remittances/{type}: what each approved run owes each payee, with status, due date and schedules. */
export function RemittanceLiabilities({ type }: { type: StatutoryType }) {
  const t = useTranslations('remittances');
  const money = useMoney();
  const date = useDate();
  const { page, setPage, filters, setFilter } = useUrlPaging({ filters: ['status', 'payrollId'] });
  const status = filters.status || undefined;
  const payrollId = filters.payrollId || undefined;
  const query = useLiabilities(type, { page, perPage: 20, status, payrollId });
  const labels = usePaginationLabels('remittances.pages');
  const [downloading, setDownloading] = useState<string | null>(null);
  const name = t(`types.${type}`);

  const download = async (l: Liability) => {
    setDownloading(l.payrollId);
    try {
      saveBlob(await downloadSchedules(l.payrollId), `schedules-${l.period}.zip`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  };

  const columns: DataTableColumn<Liability>[] = [
    {
      id: 'run',
      card: 'title',
      header: t('liabilities.run'),
      cell: (l) => (
        <div className="max-w-48">
          <p className="truncate font-medium text-ink">{l.payrollName}</p>
          <p className="text-xs text-muted">{l.period}</p>
        </div>
      ),
    },
    {
      id: 'payee',
      card: 'title',
      header: t('liabilities.payee'),
      cell: (l) => <span className="font-medium text-ink">{l.payee}</span>,
    },
    {
      id: 'outstanding',
      card: 'figure',
      header: t('liabilities.outstanding'),
      cell: (l) => (
        <div className="whitespace-nowrap">
          <p className="font-medium text-ink">{money(l.outstanding, l.currency)}</p>
          <p className="text-xs text-muted">
            {t('liabilities.ofAmount', { amount: money(l.amount, l.currency) })}
          </p>
        </div>
      ),
    },
    {
      id: 'status',
      card: 'status',
      header: t('liabilities.status'),
      cell: (l) => (
        <div className="space-y-1 whitespace-nowrap">
          <RemittanceStatusBadge status={l.status} />
          <p className="text-xs text-muted">{t('liabilities.due', { date: date(l.dueDate) })}</p>
        </div>
      ),
    },
    {
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('liabilities.actions')}</span>,
      cell: (l) => (
        <div className="flex justify-end gap-2">
          <Button
            size="xs"
            variant="secondary"
            loading={downloading === l.payrollId}
            onClick={() => download(l)}
            aria-label={t('liabilities.downloadFor', { run: l.payrollName })}
          >
            {t('liabilities.download')}
          </Button>
          {l.outstanding > 0 && (
            <Button size="xs" asChild>
              <IntentLink
                href={`${REMITTANCES_BASE}/${type}/add?payrollId=${l.payrollId}&payee=${encodeURIComponent(l.payee)}`}
                aria-label={t('liabilities.recordFor', { payee: l.payee, run: l.payrollName })}
              >
                {t('liabilities.record')}
              </IntentLink>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="min-w-0">
      <PageHeader
        title={t('type.title', { name, type })}
        description={t('type.description', { name, type })}
        actions={
          <>
            <Button asChild variant="secondary">
              <IntentLink href={`${REMITTANCES_BASE}/${type}/receipts`}>{t('type.receiptsLink')}</IntentLink>
            </Button>
            <Button asChild variant="secondary">
              <IntentLink href={`${REMITTANCES_BASE}/${type}/settings`}>{t('type.settingsLink')}</IntentLink>
            </Button>
            <Button asChild>
              <IntentLink href={`${REMITTANCES_BASE}/${type}/add`}>{t('type.action')}</IntentLink>
            </Button>
          </>
        }
      />
      <Card className="space-y-3 p-4">
        <div className="w-56">
          <Select
            aria-label={t('liabilities.statusFilter')}
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="">{t('liabilities.allStatuses')}</option>
            {LIABILITY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <QueryTable
          query={query}
          failedTitle={t('loadFailed')}
          retryLabel={t('retry')}
          caption={t('liabilities.caption', { name })}
          columns={columns}
          rows={query.data?.data ?? []}
          getRowId={(l) => l.id}
          emptyState={
            <EmptyState
              className="py-6"
              title={status ? t('liabilities.noMatch') : t('type.emptyTitle', { name })}
              description={status ? t('liabilities.noMatchDescription') : t('type.emptyDescription')}
            />
          }
        />
        <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={labels} />
      </Card>
    </div>
  );
}
