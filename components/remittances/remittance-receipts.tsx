'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import { errorMessage } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/files';
import type { Receipt, StatutoryType } from '@/lib/contracts/remittances';
import { useReceipts } from '@/lib/queries/remittances';
import { REMITTANCES_BASE } from './remittances-overview';
import { useMoney } from './use-money';

/** /app/employees/remittances/{type}/receipts: remittances recorded for the type, each with its proof. */
export function RemittanceReceipts({ type }: { type: StatutoryType }) {
  const t = useTranslations('remittances');
  const money = useMoney();
  const { page, setPage } = useUrlPage();
  const query = useReceipts({ type, page, perPage: 20 });
  const labels = usePaginationLabels('remittances.pages');
  const [opening, setOpening] = useState<string | null>(null);
  const name = t(`types.${type}`);

  const open = async (r: Receipt) => {
    if (!r.fileId) return;
    setOpening(r.id);
    try {
      const url = URL.createObjectURL(await downloadFile(r.fileId));
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setOpening(null);
    }
  };

  const columns: DataTableColumn<Receipt>[] = [
    {
      id: 'paidOn',
      header: t('receipts.paidOn'),
      cell: (r) => <span className="whitespace-nowrap">{r.paidOn}</span>,
    },
    {
      id: 'run',
      card: 'title',
      header: t('liabilities.run'),
      cell: (r) => (
        <div className="max-w-48">
          <p className="truncate font-medium text-ink">{r.payrollName}</p>
          <p className="text-xs text-muted">{r.period}</p>
        </div>
      ),
    },
    { id: 'payee', header: t('liabilities.payee'), cell: (r) => r.payee },
    {
      id: 'amount',
      card: 'figure',
      header: t('liabilities.amount'),
      cell: (r) => <span className="whitespace-nowrap font-medium">{money(r.amount, r.currency)}</span>,
    },
    {
      id: 'reference',
      header: t('receipts.reference'),
      cell: (r) => (
        <div>
          <p className="font-mono text-xs text-ink">{r.reference}</p>
          <p className="text-xs text-muted">{t(`receipts.sources.${r.source}`)}</p>
        </div>
      ),
    },
    {
      id: 'file',
      card: 'actions',
      header: t('receipts.file'),
      cell: (r) =>
        r.fileId ? (
          <Button
            size="xs"
            variant="secondary"
            loading={opening === r.id}
            onClick={() => open(r)}
            aria-label={t('receipts.viewFor', { reference: r.reference })}
          >
            {t('receipts.view')}
          </Button>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];

  return (
    <div className="min-w-0">
      <PageHeader
        title={t('receipts.title', { name, type })}
        description={t('receipts.description', { name, type })}
        actions={
          <>
            <Button asChild variant="secondary">
              <IntentLink href={`${REMITTANCES_BASE}/${type}`}>{t('receipts.back', { name })}</IntentLink>
            </Button>
            <Button asChild>
              <IntentLink href={`${REMITTANCES_BASE}/${type}/add`}>{t('type.action')}</IntentLink>
            </Button>
          </>
        }
      />
      <Card className="space-y-3 p-4">
        <QueryTable
          query={query}
          failedTitle={t('loadFailed')}
          retryLabel={t('retry')}
          caption={t('receipts.caption', { name })}
          columns={columns}
          rows={query.data?.data ?? []}
          getRowId={(r) => r.id}
          emptyState={
            <EmptyState
              className="py-6"
              title={t('receipts.emptyTitle')}
              description={t('receipts.emptyDescription', { name })}
            />
          }
        />
        <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={labels} />
      </Card>
    </div>
  );
}
