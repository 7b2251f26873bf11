'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmployeeNameCell } from '@/components/employees/employee-name-cell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable, SearchBox } from '@/components/ui/list-parts';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { useEmployeesWithoutDepartment } from '@/lib/queries/departments';
import { usePermissions } from '@/lib/queries/permissions';
import { AddToDepartmentDialog } from './add-to-department-dialog';

const PER_PAGE = 20;

/** The `without` tab: active employees in no department; pick several and move them into one. */
export function WithoutDepartment() {
  const t = useTranslations('departments');
  const { can } = usePermissions();
  const canManage = can('employees');
  const { page, setPage, term, setTerm, search } = useUrlPaging();
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const query = useEmployeesWithoutDepartment({ page, perPage: PER_PAGE, search: search || undefined });
  const labels = usePaginationLabels('departments.pagination');
  useErrorToast(query.error, 'departments');
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;

  const columns: DataTableColumn<EmployeeSummary>[] = [
    {
      id: 'employee',
      card: 'title',
      header: t('columns.employee'),
      cell: (e) => <EmployeeNameCell employee={e} />,
    },
    { id: 'staffId', header: t('columns.staffId'), cell: (e) => e.staffId },
    {
      id: 'jobRole',
      card: 'subtitle',
      header: t('columns.jobRole'),
      cell: (e) => e.jobRole?.name ?? <span className="text-muted">—</span>,
    },
  ];

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={term}
          onChange={setTerm}
          placeholder={t('searchEmployeesPlaceholder')}
          label={t('searchEmployeesLabel')}
        />
        {canManage ? (
          <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
            <span aria-live="polite" className="text-sm text-muted">
              {selected.length > 0 ? t('without.selected', { count: selected.length }) : null}
            </span>
            <Button disabled={selected.length === 0} onClick={() => setAdding(true)}>
              {t('without.addToDepartment')}
            </Button>
          </div>
        ) : null}
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('tabs.without')}
        columns={columns}
        rows={rows}
        getRowId={(e) => e.id}
        selectable={canManage}
        selected={selected}
        onSelectedChange={canManage ? setSelected : undefined}
        selectAllLabel={t('selectAll')}
        getSelectRowLabel={(e) => t('selectRow', { name: `${e.firstName} ${e.lastName}` })}
        emptyState={
          <EmptyState
            className="py-6"
            title={t('empty.without.title')}
            description={t('empty.without.description')}
          />
        }
      />
      <PagedFooter meta={meta} onPageChange={setPage} labels={labels} />
      <AddToDepartmentDialog
        employeeIds={selected}
        open={adding}
        onOpenChange={setAdding}
        onDone={() => {
          setAdding(false);
          setSelected([]);
        }}
      />
    </Card>
  );
}
