'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { EmployeeNameCell } from '@/components/employees/employee-name-cell';
import { NestedFrame } from '@/components/layout/nested-frame';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, SearchBox } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import { errorMessage, hasErrorCode } from '@/lib/api/client';
import type { DepartmentEmployee } from '@/lib/contracts/departments';
import { useDepartment } from '@/lib/queries/departments';
import { usePermissions } from '@/lib/queries/permissions';
import { AddEmployeesDialog } from './add-employees-dialog';
import { ChangeLeadDialog } from './change-lead-dialog';
import { DepartmentFormDialog } from './department-form-dialog';

const PER_PAGE = 20;
const STATUS_BADGE = { active: 'success', suspended: 'warning', separated: 'secondary' } as const;

/** /app/employees/departments/{id}: the department, its lead and a page of its employees. */
export function DepartmentDetail({ id }: { id: string }) {
  const t = useTranslations('departments');
  const { can } = usePermissions();
  const canManage = can('employees');
  const { page, setPage, term, setTerm, search } = useUrlPaging();
  const [editing, setEditing] = useState(false);
  const query = useDepartment(id, { page, perPage: PER_PAGE, search: search || undefined });
  const labels = usePaginationLabels('departments.pagination');
  useErrorToast(query.error, 'departments');
  const department = query.data?.data;
  const meta = query.data?.meta;

  const back = (children: ReactNode) => (
    <NestedFrame backHref="/app/employees/departments?tab=all" backLabel={t('detail.back')}>
      {children}
    </NestedFrame>
  );

  if (!department) {
    if (query.isError) {
      const missing = hasErrorCode(query.error, 'NOT_FOUND');
      return back(
        <Card>
          <EmptyState
            title={missing ? t('detail.notFound') : t('loadFailed')}
            description={missing ? undefined : errorMessage(query.error)}
            action={
              missing ? null : (
                <Button variant="secondary" onClick={() => query.refetch()}>
                  {t('retry')}
                </Button>
              )
            }
          />
        </Card>,
      );
    }
    return back(
      <div className="space-y-4" aria-busy="true">
        <PageHeader title={t('detail.title')} />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>,
    );
  }

  const columns: DataTableColumn<DepartmentEmployee>[] = [
    {
      id: 'employee',
      card: 'title',
      header: t('columns.employee'),
      cell: (e) => (
        <EmployeeNameCell
          employee={e}
          badge={
            department.lead?.id === e.id ? <Badge className="ml-2">{t('detail.leadBadge')}</Badge> : null
          }
        />
      ),
    },
    { id: 'staffId', header: t('columns.staffId'), cell: (e) => e.staffId },
    {
      id: 'jobRole',
      card: 'subtitle',
      header: t('columns.jobRole'),
      cell: (e) => e.jobRole ?? <span className="text-muted">—</span>,
    },
    {
      id: 'status',
      card: 'status',
      header: t('columns.status'),
      cell: (e) => <Badge variant={STATUS_BADGE[e.status]}>{t(`statuses.${e.status}`)}</Badge>,
    },
  ];

  return back(
    <div className="space-y-4">
      <PageHeader
        title={department.name}
        description={department.description ?? undefined}
        actions={
          canManage ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          ) : null
        }
      />
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-muted">{t('columns.lead')}</dt>
            <dd className="font-medium text-ink">
              {department.lead
                ? `${department.lead.firstName} ${department.lead.lastName}`
                : t('detail.noLead')}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('columns.employees')}</dt>
            <dd className="font-medium text-ink">
              {t('employeeCount', { count: department.employeeCount })}
            </dd>
          </div>
        </dl>
        {canManage ? <ChangeLeadDialog department={department} /> : null}
      </Card>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-ink">{t('detail.employeesTitle')}</h2>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <SearchBox
              value={term}
              onChange={setTerm}
              placeholder={t('searchEmployeesPlaceholder')}
              label={t('searchEmployeesLabel')}
              className="w-full sm:w-60"
            />
            {canManage && (department.employeeCount > 0 || search) ? (
              <AddEmployeesDialog department={department} />
            ) : null}
          </div>
        </div>
        <DataTable
          caption={t('detail.employeesTitle')}
          columns={columns}
          rows={department.employees}
          getRowId={(e) => e.id}
          emptyState={
            search ? (
              <EmptyState className="py-6" title={t('picker.empty')} />
            ) : (
              <EmptyState
                className="py-6"
                title={t('detail.emptyTitle')}
                description={canManage ? t('detail.emptyAction') : t('detail.emptyDescription')}
                action={canManage ? <AddEmployeesDialog department={department} /> : null}
              />
            )
          }
        />
        <PagedFooter meta={meta} onPageChange={setPage} labels={labels} />
      </Card>
      <DepartmentFormDialog department={department} open={editing} onOpenChange={setEditing} />
    </div>,
  );
}
