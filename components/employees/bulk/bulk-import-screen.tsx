'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { useUrlPage } from '@/components/ui/use-url-paging';
import { errorMessage } from '@/lib/api/client';
import type { ImportIssue } from '@/lib/contracts/employees';
import { useValidateEmployeeRowsMutation } from '@/lib/queries/employees-import';
import { rowNumberOf, useBulkEmployeesStore } from '@/lib/stores/bulk-employees';
import { BulkActions } from './bulk-actions';
import { BulkGrid } from './bulk-grid';

/** Rows per page: a page of ~35 inputs per row stays quick to render even on a phone. */
export const BULK_PAGE_SIZE = 50;

function groupErrors(errors: ImportIssue[]) {
  const byRow = new Map<number, Record<string, string>>();
  for (const e of errors) {
    const cells = byRow.get(e.row) ?? {};
    cells[e.column] ??= e.message;
    byRow.set(e.row, cells);
  }
  return byRow;
}

/**
 * /app/employees/bulk: the uploaded sheet's report as an editable grid. Fix cells in place, validate again,
 * and import everything at once when no error is left. Without a held report it goes back to the list.
 */
export function BulkImportScreen() {
  const t = useTranslations('employees.bulk');
  const router = useRouter();
  const filterId = useId();
  const { rows, errors, dirty, fileName, updateCell, setReport } = useBulkEmployeesStore();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { page, setPage } = useUrlPage();
  const validate = useValidateEmployeeRowsMutation();

  useEffect(() => {
    if (rows.length === 0) router.replace('/app/employees');
  }, [rows.length, router]);

  const errorsByRow = useMemo(() => groupErrors(errors), [errors]);
  const numbered = useMemo(() => rows.map((row, i) => ({ row, number: rowNumberOf(row, i) })), [rows]);
  const visible = useMemo(
    () => (onlyErrors ? numbered.filter((r) => errorsByRow.has(r.number)) : numbered),
    [onlyErrors, numbered, errorsByRow],
  );
  const pages = Math.max(1, Math.ceil(visible.length / BULK_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = visible.slice((current - 1) * BULK_PAGE_SIZE, current * BULK_PAGE_SIZE);

  if (rows.length === 0) return null;

  async function validateAgain() {
    try {
      const report = await validate.mutateAsync(useBulkEmployeesStore.getState().rows);
      setReport(report);
      if (report.valid) toast.success(t('grid.allValid'));
      else toast.error(t('grid.errorCount', { count: report.errors.length }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="min-w-0">
      <PageHeader
        title={t('title')}
        description={
          fileName
            ? t('grid.fromFile', { count: rows.length, file: fileName })
            : t('description', { count: rows.length })
        }
        actions={
          <BulkActions
            count={rows.length}
            canImport={!dirty && errors.length === 0}
            validating={validate.isPending}
            onValidate={validateAgain}
          />
        }
      />
      <div className="mb-3 flex flex-wrap items-center gap-3" aria-live="polite">
        <Badge variant={errors.length ? 'danger' : 'success'}>
          {t('grid.errorCount', { count: errors.length })}
        </Badge>
        {dirty ? <span className="text-sm text-warning">{t('grid.dirty')}</span> : null}
        <label htmlFor={filterId} className="ml-auto flex cursor-pointer items-center gap-2 text-sm text-ink">
          <input
            id={filterId}
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={onlyErrors}
            onChange={(e) => {
              setOnlyErrors(e.target.checked);
              setPage(1);
            }}
          />
          {t('grid.onlyErrors')}
        </label>
      </div>
      {pageRows.length ? (
        <BulkGrid rows={pageRows} errorsByRow={errorsByRow} onChange={updateCell} label={t('grid.label')} />
      ) : (
        <p className="rounded-card border border-line bg-surface p-6 text-center text-sm text-muted">
          {t('grid.noErrorRows')}
        </p>
      )}
      {visible.length > BULK_PAGE_SIZE ? (
        <Pagination
          page={current}
          perPage={BULK_PAGE_SIZE}
          total={visible.length}
          onPageChange={setPage}
          previousLabel={t('grid.previous')}
          nextLabel={t('grid.next')}
          getPageLabel={(p, n) => t('grid.page', { page: p, pages: n })}
          getRangeLabel={(from, to, total) => t('grid.range', { from, to, total })}
          aria-label={t('grid.pagination')}
        />
      ) : null}
    </div>
  );
}
