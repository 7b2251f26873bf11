'use client';

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';
import { useControllableState } from './use-controllable-state';

export { Pagination, type PaginationProps } from './pagination';

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
};

export type DataTableProps<T> = {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  isLoading?: boolean;
  /** Skeleton rows shown while loading. */
  loadingRows?: number;
  /** Shown when not loading and there are no rows. */
  emptyState?: ReactNode;
  /** Shows checkboxes; implied by `selected` or `onSelectedChange`. */
  selectable?: boolean;
  selected?: string[];
  defaultSelected?: string[];
  onSelectedChange?: (ids: string[]) => void;
  selectAllLabel?: string;
  getSelectRowLabel?: (row: T, index: number) => string;
  /** Visually hidden table caption for screen readers. */
  caption?: string;
  className?: string;
};

const checkboxClass = 'size-4 cursor-pointer rounded border-line accent-brand-600';

export function DataTable<T>({
  columns,
  rows,
  getRowId,
  isLoading = false,
  loadingRows = 5,
  emptyState = 'No results.',
  selectable,
  selected,
  defaultSelected = [],
  onSelectedChange,
  selectAllLabel = 'Select all rows',
  getSelectRowLabel = (_row, index) => `Select row ${index + 1}`,
  caption,
  className,
}: DataTableProps<T>) {
  const [selectedIds, setSelectedIds] = useControllableState({
    value: selected,
    defaultValue: defaultSelected,
    onChange: onSelectedChange,
  });
  const withSelection = selectable ?? (selected !== undefined || onSelectedChange !== undefined);
  const colSpan = columns.length + (withSelection ? 1 : 0);

  // Select-all covers the rows on screen (this page); ids selected elsewhere are kept.
  const rowIds = rows.map(getRowId);
  const chosen = new Set(selectedIds);
  const selectedHere = rowIds.filter((id) => chosen.has(id)).length;
  const allSelected = rowIds.length > 0 && selectedHere === rowIds.length;
  const toggleAll = () =>
    setSelectedIds(
      allSelected
        ? selectedIds.filter((id) => !rowIds.includes(id))
        : [...selectedIds, ...rowIds.filter((id) => !chosen.has(id))],
    );
  const toggleRow = (id: string) =>
    setSelectedIds(chosen.has(id) ? selectedIds.filter((s) => s !== id) : [...selectedIds, id]);

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: loadingRows }, (_, r) => (
      <tr key={`loading-${r}`} className="border-b border-line">
        {Array.from({ length: colSpan }, (_, c) => (
          <td key={c} className="px-4 py-3">
            <Skeleton className="h-4 w-full min-w-12" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-6 text-center text-sm text-muted">
          {emptyState}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => {
      const id = rowIds[index] ?? getRowId(row);
      const isSelected = chosen.has(id);
      return (
        <tr
          key={id}
          aria-selected={withSelection ? isSelected : undefined}
          className={cn('border-b border-line last:border-0 hover:bg-canvas', isSelected && 'bg-brand-50')}
        >
          {withSelection ? (
            <td className="w-10 px-4 py-3">
              <input
                type="checkbox"
                className={checkboxClass}
                aria-label={getSelectRowLabel(row, index)}
                checked={isSelected}
                onChange={() => toggleRow(id)}
              />
            </td>
          ) : null}
          {columns.map((column) => (
            <td
              key={column.id}
              className={cn('px-4 py-3 text-sm whitespace-nowrap text-ink', column.className)}
            >
              {column.cell(row)}
            </td>
          ))}
        </tr>
      );
    });
  }

  return (
    // Phones scroll the table sideways instead of squeezing columns.
    <div
      data-slot="data-table"
      aria-busy={isLoading || undefined}
      className={cn('w-full overflow-x-auto rounded-card border border-line bg-surface', className)}
    >
      <table className="w-full min-w-max border-collapse text-left">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-line bg-canvas">
          <tr>
            {withSelection ? (
              <th scope="col" className="w-10 px-4 py-3">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  aria-label={selectAllLabel}
                  disabled={isLoading || rows.length === 0}
                  checked={allSelected}
                  ref={(node) => {
                    if (node) node.indeterminate = selectedHere > 0 && !allSelected;
                  }}
                  onChange={toggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
