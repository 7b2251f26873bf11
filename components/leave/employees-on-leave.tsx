'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryTable } from '@/components/ui/list-parts';
import type { AwayEntry } from '@/lib/contracts/leave';
import { useActiveLeave } from '@/lib/queries/leave';
import { usePermissions } from '@/lib/queries/permissions';
import { LeaveRequestActions } from './leave-request-actions';
import { useLeaveDates } from './use-leave-dates';
import { useLeaveTypeName } from './use-leave-type-name';

/** The employees-on-leave tab: who is away today and the first working day each is back. */
export function EmployeesOnLeave() {
  const t = useTranslations('leave.onLeave');
  const typeName = useLeaveTypeName();
  const { can } = usePermissions();
  const query = useActiveLeave();
  const dates = useLeaveDates();
  const columns: DataTableColumn<AwayEntry>[] = [
    {
      id: 'employee',
      card: 'title',
      header: t('columns.employee'),
      cell: (r) => (
        <span className="font-medium text-ink">{`${r.employee.firstName} ${r.employee.lastName}`}</span>
      ),
    },
    { id: 'type', header: t('columns.type'), cell: (r) => typeName(r.leaveType.name) },
    {
      id: 'dates',
      card: 'subtitle',
      header: t('columns.dates'),
      cell: (r) => <span className="whitespace-nowrap">{dates.range(r.startDate, r.endDate)}</span>,
    },
    {
      id: 'returns',
      card: 'figure',
      header: t('columns.returns'),
      cell: (r) => <span className="whitespace-nowrap font-medium">{dates.date(r.returnDate)}</span>,
    },
    {
      id: 'reliever',
      header: t('columns.reliever'),
      cell: (r) =>
        r.reliever ? `${r.reliever.firstName} ${r.reliever.lastName}` : <span className="text-muted">—</span>,
    },
  ];
  if (can('leave'))
    columns.push({
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (r) => <LeaveRequestActions request={r} onEdit={() => undefined} />,
    });
  return (
    <Card className="space-y-3 p-4">
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('caption')}
        columns={columns}
        rows={query.data ?? []}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState className="py-6" title={t('empty.title')} description={t('empty.description')} />
        }
      />
    </Card>
  );
}
