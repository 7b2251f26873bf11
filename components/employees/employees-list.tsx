'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useEmployees } from '@/lib/queries/employees';
import { useEmployeeColumns } from './employee-columns';
import { EmployeeFilters } from './employee-filters';
import { fullName } from './employee-status-badge';
import { EmployeesError } from './employees-error';
import { useEmployeeListParams, type EmployeeListTab } from './use-employee-list-params';

// The bulk actions (their dialogs and forms) appear only once rows are selected: they load then, not with the list.
const EmployeeBulkActions = dynamic(
  () => import('./employee-bulk-actions').then((m) => m.EmployeeBulkActions),
  { ssr: false },
);

type Props = {
  tab: EmployeeListTab;
  /** The next steps of an empty organisation: add one employee, or import a sheet. */
  emptyActions: ReactNode;
  icon: ReactNode;
};

/** The employees table of one tab: filters and page in the URL, selection for bulk actions on the active tab. */
export function EmployeesList({ tab, emptyActions, icon }: Props) {
  const t = useTranslations('employees');
  const { filters, query, hasFilters, term, setTerm, setFilter, setPage, clear } = useEmployeeListParams(tab);
  const list = useEmployees(query);
  const columns = useEmployeeColumns();
  const pagination = usePaginationLabels('employees.pagination');
  const [selected, setSelected] = useState<string[]>([]);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const selectable = tab === 'active';

  let emptyState: ReactNode;
  if (hasFilters) {
    emptyState = (
      <EmptyState
        className="py-6"
        title={t('noMatches.title')}
        description={t('noMatches.description')}
        action={
          <Button variant="secondary" onClick={clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  } else {
    emptyState = (
      <EmptyState
        className="py-6 whitespace-normal"
        icon={icon}
        title={t(`empty.${tab}.title`)}
        description={t(`empty.${tab}.description`)}
        action={
          tab === 'active' ? (
            <div className="flex flex-wrap justify-center gap-2">{emptyActions}</div>
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="space-y-4">
      <EmployeeFilters
        tab={tab}
        filters={filters}
        term={term}
        onTermChange={setTerm}
        onChange={setFilter}
        hasFilters={hasFilters}
        onClear={clear}
      />
      {selectable && selected.length > 0 ? (
        <EmployeeBulkActions ids={selected} onDone={() => setSelected([])} />
      ) : null}
      <QueryTable
        query={list}
        renderFailed={(error, retry) => (
          <div className="rounded-card border border-line bg-surface">
            <EmployeesError error={error} onRetry={retry} />
          </div>
        )}
        caption={t(`tabs.${tab}`)}
        columns={columns}
        rows={rows}
        getRowId={(e) => e.id}
        emptyState={emptyState}
        selectable={selectable}
        selected={selectable ? selected : undefined}
        onSelectedChange={selectable ? setSelected : undefined}
        selectAllLabel={t('selectAll')}
        getSelectRowLabel={(e) => t('selectRow', { name: fullName(e) })}
        className={list.isFetching && !list.isPending ? 'opacity-70 transition-opacity' : undefined}
      />
      {/* the count of employees is part of what the list tells: the range shows on a single page too */}
      <PagedFooter meta={meta} onPageChange={setPage} labels={pagination} showSinglePage />
    </div>
  );
}
