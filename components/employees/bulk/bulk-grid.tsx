'use client';

import { useTranslations } from 'next-intl';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { EMPLOYEE_SHEET_COLUMNS } from '@/lib/contracts/employees-import';
import { cn } from '@/lib/cn';
import type { BulkRow } from '@/lib/stores/bulk-employees';

export type CellChange = (row: number, column: string, value: string) => void;
type RowErrors = Record<string, string>;

/** Wider inputs for the columns that hold long text. */
const WIDE = new Set(['email', 'address', 'department', 'jobRole', 'payrollGroup', 'bank', 'pfa']);

type RowProps = { row: BulkRow; number: number; errors?: RowErrors; labels: string[]; onChange: CellChange };

/**
 * One sheet row. Memoised: an edit replaces only its own row object (bulk store), so typing re-renders one
 * row of the page rather than every input on it.
 */
const GridRow = memo(function GridRow({ row, number, errors, labels, onChange }: RowProps) {
  const t = useTranslations('employees.bulk.grid');
  return (
    <tr className={cn('border-t border-line', errors && 'bg-danger-50/40')}>
      <th
        scope="row"
        className="sticky left-0 z-10 bg-surface px-3 py-2 text-left align-top font-medium text-muted tabular-nums"
      >
        {number}
      </th>
      {EMPLOYEE_SHEET_COLUMNS.map((column, c) => {
        const error = errors?.[column.key];
        const errorId = error ? `bulk-${number}-${column.key}-error` : undefined;
        return (
          <td key={column.key} className="px-1 py-1 align-top">
            <input
              value={row[column.key] === undefined || row[column.key] === null ? '' : String(row[column.key])}
              onChange={(e) => onChange(number, column.key, e.target.value)}
              aria-label={t('cellLabel', { column: labels[c]!, row: number })}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              title={error}
              data-col={column.key}
              className={cn(
                'h-8 rounded-md border bg-surface px-2 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
                WIDE.has(column.key) ? 'w-52' : 'w-36',
                error ? 'border-danger' : 'border-line',
              )}
            />
            {error ? (
              <p
                id={errorId}
                className={cn(
                  'mt-0.5 text-xs leading-snug text-danger',
                  WIDE.has(column.key) ? 'max-w-52' : 'max-w-36',
                )}
              >
                {error}
              </p>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
});

/** Arrow up/down moves to the same column in the row above/below, like a spreadsheet. */
function moveFocus(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (
    (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey
  )
    return;
  const input = event.target as HTMLElement;
  const column = input.dataset.col;
  const tr = input.closest('tr');
  const next = event.key === 'ArrowDown' ? tr?.nextElementSibling : tr?.previousElementSibling;
  const target = column ? next?.querySelector<HTMLInputElement>(`input[data-col="${column}"]`) : null;
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

type GridProps = {
  rows: { row: BulkRow; number: number }[];
  errorsByRow: Map<number, RowErrors>;
  onChange: CellChange;
  label: string;
};

/** The report as an editable table; scrolls sideways on narrow screens with the row number pinned. */
export function BulkGrid({ rows, errorsByRow, onChange, label }: GridProps) {
  const t = useTranslations('employees.bulk');
  // Stable between renders, so memoised rows are not invalidated by a new array.
  const labels = useMemo(() => EMPLOYEE_SHEET_COLUMNS.map((c) => t(`columns.${c.key}`)), [t]);
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-card border border-line bg-surface"
    >
      <table className="min-w-max border-collapse text-sm">
        <thead className="bg-canvas">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-canvas px-3 py-2 text-left font-medium text-muted"
            >
              {t('grid.row')}
            </th>
            {EMPLOYEE_SHEET_COLUMNS.map((column, c) => (
              <th
                key={column.key}
                scope="col"
                className="px-2 py-2 text-left font-medium whitespace-nowrap text-ink"
              >
                {labels[c]}
                {column.required ? (
                  <span aria-hidden="true" className="text-danger">
                    {' '}
                    *
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={moveFocus}>
          {rows.map(({ row, number }) => (
            <GridRow
              key={number}
              row={row}
              number={number}
              errors={errorsByRow.get(number)}
              labels={labels}
              onChange={onChange}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
