'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import type { EwaNoAccess } from '@/lib/contracts/benefits';
import { useEwaNoAccess } from '@/lib/queries/benefits';

/**
 * Employees who cannot draw, with the reason (GET …/no-access), ten a page. Its page is kept in the URL as
 * `?noAccessPage=` (`?page=` is the advances list's, above it).
 */
export function EwaNoAccessList() {
  const t = useTranslations('benefits.noAccess');
  const { page, setPage } = useUrlPage('noAccessPage');
  const query = useEwaNoAccess({ page, perPage: 10 });
  const labels = usePaginationLabels('benefits.pagination');
  const columns: DataTableColumn<EwaNoAccess>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('columns.name'),
      cell: (r) => <span className="font-medium text-ink">{r.name}</span>,
    },
    { id: 'staffId', header: t('columns.staffId'), cell: (r) => r.staffId ?? '—' },
    {
      id: 'reason',
      card: 'subtitle',
      header: t('columns.reason'),
      cell: (r) => <Badge variant="secondary">{t(`reasons.${r.reason}`)}</Badge>,
    },
  ];
  return (
    <Card className="space-y-3 p-4">
      <div>
        <h2 className="text-base font-semibold text-ink">{t('title')}</h2>
        <p className="text-sm text-muted">{t('description')}</p>
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('title')}
        columns={columns}
        rows={query.data?.data ?? []}
        getRowId={(r) => r.employeeId}
        loadingRows={3}
        emptyState={
          <EmptyState className="py-4" title={t('emptyTitle')} description={t('emptyDescription')} />
        }
      />
      <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={labels} />
    </Card>
  );
}
