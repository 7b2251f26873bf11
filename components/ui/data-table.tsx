'use client';

import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cardRoles, DataCard, DataCardSkeletons, DataCardTotals, type CardRole } from './data-cards';
import { Skeleton } from './skeleton';
import { useControllableState } from './use-controllable-state';

export { Pagination, type PaginationProps } from './pagination';
export { type CardRole } from './data-cards';
export { DataListLabels } from './data-list-labels';

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /**
   * Its place in the phone card below 640 px: `title` (the first is the row's name, more stack under it),
   * `subtitle` (a line under the titles), `figure` (the one amount that matters), `status`, `field` (a form control, always shown with its header),
   * `detail` (behind the card's Details button; the default), `actions` (the card's foot) or `hidden`.
   * Without any `title`, the first column is the title.
   */
  card?: CardRole;
  /** The cell as the card shows it, when it differs from the table's (e.g. without what the title shows). */
  cardCell?: (row: T) => ReactNode;
  /** Its total: any column with one gives the table a footer row and the card list a totals block. */
  footer?: ReactNode;
};

/**
 * Which layout renders. The server does not know the screen, so its HTML holds both and CSS shows one (`sm`,
 * 640 px); once hydrated, the browser keeps only the one its width needs and follows the width as it changes.
 * Without matchMedia (jsdom) it is the table.
 */
type Layout = 'both' | 'table' | 'cards';
const WIDE = '(min-width: 640px)';
const subscribeWidth = (onChange: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const browserLayout = (): Layout =>
  typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches ? 'table' : 'cards';
const serverLayout = (): Layout => 'both';

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
  /** What a row shows under itself when opened (a full-width table row; the card's foot), or null. */
  expandedRow?: (row: T) => ReactNode;
};

const checkboxClass = 'size-4 cursor-pointer rounded border-line accent-brand-600';

/** What the table and the card list share: the rows, the selection and its handlers. */
type View<T> = Required<Pick<DataTableProps<T>, 'columns' | 'rows' | 'loadingRows' | 'emptyState'>> &
  Pick<DataTableProps<T>, 'caption' | 'className' | 'expandedRow'> & {
    isLoading: boolean;
    hiddenClass: string | false;
    rowIds: string[];
    withSelection: boolean;
    chosen: Set<string>;
    selectedHere: number;
    allSelected: boolean;
    toggleAll: () => void;
    rowCheckbox: (row: T, index: number, id: string) => ReactNode;
    selectAllLabel: string;
  };

/**
 * A list as a table from 640 px up and as a list of cards below (each column's `card` role says where it goes
 * in the card): one component for every list, so no screen keeps a copy of either.
 */
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
  expandedRow,
}: DataTableProps<T>) {
  const layout = useSyncExternalStore(subscribeWidth, browserLayout, serverLayout);
  const [selectedIds, setSelectedIds] = useControllableState({
    value: selected,
    defaultValue: defaultSelected,
    onChange: onSelectedChange,
  });
  const withSelection = selectable ?? (selected !== undefined || onSelectedChange !== undefined);

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
  const rowCheckbox = (row: T, index: number, id: string) => (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label={getSelectRowLabel(row, index)}
      checked={chosen.has(id)}
      onChange={() => toggleRow(id)}
    />
  );

  const view = {
    columns,
    rows,
    loadingRows,
    emptyState,
    caption,
    className,
    expandedRow,
    isLoading,
    rowIds,
    withSelection,
    chosen,
    selectedHere,
    allSelected,
    toggleAll,
    rowCheckbox,
    selectAllLabel,
  };
  return (
    <>
      {layout === 'cards' ? null : (
        <TableView {...view} hiddenClass={layout === 'both' && 'hidden sm:block'} />
      )}
      {layout === 'table' ? null : <CardsView {...view} hiddenClass={layout === 'both' && 'sm:hidden'} />}
    </>
  );
}

/** The select-all box: checked when every row on screen is, indeterminate when some are. */
function SelectAll<T>({ view, label }: { view: View<T>; label?: string }) {
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label={label}
      disabled={view.isLoading || view.rows.length === 0}
      checked={view.allSelected}
      ref={(node) => {
        if (node) node.indeterminate = view.selectedHere > 0 && !view.allSelected;
      }}
      onChange={view.toggleAll}
    />
  );
}

function TableView<T>(view: View<T>) {
  const { columns, rows, rowIds, withSelection, chosen, isLoading } = view;
  const colSpan = columns.length + (withSelection ? 1 : 0);
  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: view.loadingRows }, (_, r) => (
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
          {view.emptyState}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => {
      const id = rowIds[index]!;
      const isSelected = chosen.has(id);
      const expanded = view.expandedRow?.(row);
      return (
        <Fragment key={id}>
          <tr
            aria-selected={withSelection ? isSelected : undefined}
            className={cn('border-b border-line last:border-0 hover:bg-canvas', isSelected && 'bg-brand-50')}
          >
            {withSelection ? <td className="w-10 px-4 py-3">{view.rowCheckbox(row, index, id)}</td> : null}
            {columns.map((column) => (
              <td
                key={column.id}
                className={cn('px-4 py-3 text-sm whitespace-nowrap text-ink', column.className)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
          {expanded ? (
            <tr className="border-b border-line bg-canvas last:border-0">
              <td colSpan={colSpan} className="px-4 py-2 text-sm text-ink">
                {expanded}
              </td>
            </tr>
          ) : null}
        </Fragment>
      );
    });
  }
  return (
    // Scrolls sideways rather than squeezing columns; `relative` keeps visually hidden texts (the caption, a
    // header) inside the scroll box instead of widening the page.
    <div
      data-slot="data-table"
      aria-busy={isLoading || undefined}
      className={cn(
        'relative w-full overflow-x-auto rounded-card border border-line bg-surface',
        view.hiddenClass,
        view.className,
      )}
    >
      <table className="w-full min-w-max border-collapse text-left">
        {view.caption ? <caption className="sr-only">{view.caption}</caption> : null}
        <thead className="border-b border-line bg-canvas">
          <tr>
            {withSelection ? (
              <th scope="col" className="w-10 px-4 py-3">
                <SelectAll view={view} label={view.selectAllLabel} />
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
        {columns.some((c) => c.footer !== undefined) ? (
          <tfoot className="border-t border-line bg-canvas font-medium">
            <tr>
              {withSelection ? <td /> : null}
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={cn('px-4 py-3 text-sm whitespace-nowrap text-ink', column.className)}
                >
                  {column.footer}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function CardsView<T>(view: View<T>) {
  const { rows, rowIds, withSelection, chosen, isLoading } = view;
  const roles = cardRoles(view.columns);
  let items: ReactNode;
  if (isLoading) items = <DataCardSkeletons count={view.loadingRows} />;
  else if (rows.length === 0)
    items = <li className="px-4 py-6 text-center text-sm text-muted">{view.emptyState}</li>;
  else
    items = rows.map((row, index) => {
      const id = rowIds[index]!;
      return (
        <DataCard
          key={id}
          row={row}
          roles={roles}
          expanded={view.expandedRow?.(row)}
          selected={withSelection && chosen.has(id)}
          select={
            withSelection ? <span className="pt-0.5">{view.rowCheckbox(row, index, id)}</span> : undefined
          }
        />
      );
    });
  return (
    <div
      data-slot="data-cards"
      aria-busy={isLoading || undefined}
      className={cn(
        'relative w-full rounded-card border border-line bg-surface',
        view.hiddenClass,
        view.className,
      )}
    >
      {withSelection && rows.length > 0 && !isLoading ? (
        <label className="flex items-center gap-3 rounded-t-card border-b border-line bg-canvas px-4 py-2 text-xs font-semibold text-muted">
          <SelectAll view={view} />
          {view.selectAllLabel}
        </label>
      ) : null}
      <ul aria-label={view.caption} className="divide-y divide-line">
        {items}
      </ul>
      {view.columns.some((c) => c.footer !== undefined) && !isLoading && rows.length > 0 ? (
        <DataCardTotals columns={view.columns} />
      ) : null}
    </div>
  );
}
