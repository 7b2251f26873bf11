'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import { LEAVE_STATUSES, type LeaveRequest, type LeaveStatus } from '@/lib/contracts/leave';
import { useLeaveFilters, useLeaveRequests } from '@/lib/queries/leave';
import { usePermissions } from '@/lib/queries/permissions';
import { LeaveRequestActions } from './leave-request-actions';
import { LeaveRequestDialog } from './leave-request-dialog';
import { LeaveStatusBadge } from './leave-status-badge';
import { useLeaveDates } from './use-leave-dates';
import { useLeaveTypeName } from './use-leave-type-name';

const PER_PAGE = 20;
const FILTERS = ['status', 'leaveTypeId', 'departmentId', 'from', 'to'] as const;
const isStatus = (s?: string): s is LeaveStatus => LEAVE_STATUSES.includes(s as LeaveStatus);

/** The leave-requests tab: filters and page in the URL, a table, the new-request dialog, review and end actions. */
export function LeaveRequests() {
  const t = useTranslations('leave.requests');
  const typeName = useLeaveTypeName();
  const { can } = usePermissions();
  const canManage = can('leave');
  const { page, setPage, filters: params, setFilter } = useUrlPaging({ filters: FILTERS });
  const filter = {
    status: isStatus(params.status) ? params.status : undefined,
    leaveTypeId: params.leaveTypeId || undefined,
    departmentId: params.departmentId || undefined,
    from: params.from || undefined,
    to: params.to || undefined,
  };
  const { status } = filter;
  const query = useLeaveRequests({ page, perPage: PER_PAGE, ...filter });
  const filters = useLeaveFilters();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<LeaveRequest | null>(null);
  const labels = usePaginationLabels('leave.pagination');
  const dates = useLeaveDates();
  useErrorToast(query.error, 'leave');
  const filtered = Object.values(filter).some(Boolean);

  const columns: DataTableColumn<LeaveRequest>[] = [
    {
      id: 'employee',
      card: 'title',
      header: t('columns.employee'),
      cell: (r) => (
        <div className="min-w-0">
          <div className="font-medium text-ink">
            {r.employee.firstName} {r.employee.lastName}
          </div>
          {r.reason ? <div className="max-w-xs truncate text-xs text-muted">{r.reason}</div> : null}
        </div>
      ),
    },
    { id: 'type', header: t('columns.type'), cell: (r) => typeName(r.leaveType.name) },
    {
      id: 'dates',
      card: 'subtitle',
      header: t('columns.dates'),
      cell: (r) => <span className="whitespace-nowrap">{dates.range(r.startDate, r.endDate)}</span>,
    },
    { id: 'days', card: 'figure', header: t('columns.days'), cell: (r) => t('days', { days: r.days }) },
    {
      id: 'status',
      card: 'status',
      header: t('columns.status'),
      cell: (r) => <LeaveStatusBadge status={r.status} />,
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (r) => <LeaveRequestActions request={r} onEdit={() => setEditing(r)} />,
    });
  }

  const empty = filtered ? (
    <EmptyState className="py-6" title={t('noMatch.title')} description={t('noMatch.description')} />
  ) : (
    <EmptyState
      className="py-6"
      title={t('empty.title')}
      description={t('empty.description')}
      action={canManage ? <Button onClick={() => setCreating(true)}>{t('create')}</Button> : null}
    />
  );

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full grid-cols-2 gap-2 md:w-auto md:grid-cols-5">
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            {LEAVE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('filters.type')}
            placeholder={t('filters.allTypes')}
            value={filter.leaveTypeId ?? ''}
            onChange={(e) => setFilter('leaveTypeId', e.target.value)}
          >
            {(filters.data?.types ?? []).map((ty) => (
              <option key={ty.id} value={ty.id}>
                {typeName(ty.name)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('filters.department')}
            placeholder={t('filters.allDepartments')}
            value={filter.departmentId ?? ''}
            onChange={(e) => setFilter('departmentId', e.target.value)}
          >
            {(filters.data?.departments ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
          <Input
            type="date"
            aria-label={t('filters.from')}
            value={filter.from ?? ''}
            onChange={(e) => setFilter('from', e.target.value)}
          />
          <Input
            type="date"
            aria-label={t('filters.to')}
            value={filter.to ?? ''}
            onChange={(e) => setFilter('to', e.target.value)}
          />
        </div>
        {canManage ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon />
            {t('create')}
          </Button>
        ) : null}
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('caption')}
        columns={columns}
        rows={query.data?.data ?? []}
        getRowId={(r) => r.id}
        emptyState={empty}
      />
      <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={labels} />
      <LeaveRequestDialog open={creating} onOpenChange={setCreating} />
      <LeaveRequestDialog
        request={editing}
        open={Boolean(editing)}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </Card>
  );
}
