'use client';

import { IntentLink } from './intent-link';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api/client';
import type { PageMeta } from '@/lib/contracts/pagination';
import { Button } from './button';
import { DataTable, Pagination, type DataTableProps, type PaginationProps } from './data-table';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { Input } from './input';

/** Pieces every paged, searchable list screen (departments, groups, leave, comms, remittances, …) shares. */

/** What QueryTable reads of a TanStack query. */
type TableQuery = {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  data?: unknown;
  refetch: () => unknown;
};

/** How a list says its first load failed: the shared `LoadFailed` with these words, or the module's own. */
type Failed =
  | { failedTitle: string; retryLabel: string; renderFailed?: never }
  | {
      renderFailed: (error: unknown, retry: () => void) => ReactNode;
      failedTitle?: never;
      retryLabel?: never;
    };

/**
 * A list query as a table (every list screen, with `PagedFooter` and `useUrlPaging`): its rows (skeleton rows
 * while pending, `emptyState` when none), or, when it failed with nothing to show, the error and a retry. Rows
 * already shown stay on screen when a refetch fails.
 */
export function QueryTable<T>({
  query,
  failedTitle,
  retryLabel,
  renderFailed,
  ...table
}: Omit<DataTableProps<T>, 'isLoading'> & { query: TableQuery } & Failed) {
  if (query.isError && !query.data) {
    const retry = () => void query.refetch();
    if (renderFailed) return renderFailed(query.error, retry);
    return <LoadFailed error={query.error} title={failedTitle!} retryLabel={retryLabel!} onRetry={retry} />;
  }
  return <DataTable {...table} isLoading={query.isPending} />;
}

/**
 * The list's pager, shown only when there is more than one page — or, with `showSinglePage`, whenever there are
 * rows (a list whose count of rows is part of what it tells, e.g. "1–12 of 12" employees).
 */
export function PagedFooter({
  meta,
  onPageChange,
  labels,
  showSinglePage = false,
}: {
  meta: PageMeta | undefined;
  onPageChange: (page: number) => void;
  labels: Partial<PaginationProps>;
  showSinglePage?: boolean;
}) {
  if (!meta || meta.total === 0 || (!showSinglePage && meta.total <= meta.perPage)) return null;
  return (
    <Pagination
      page={meta.page}
      perPage={meta.perPage}
      total={meta.total}
      totalPages={meta.totalPages}
      onPageChange={onPageChange}
      {...labels}
    />
  );
}

/** A failed first load: the server's message and a retry (spec §8). */
export function LoadFailed({
  error,
  title,
  retryLabel,
  onRetry,
}: {
  error: unknown;
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      title={title}
      description={errorMessage(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

/** The list's search box; the caller debounces and decides what a change resets (page, URL). */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  className = 'w-full sm:w-72',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
}) {
  return (
    <Input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      aria-label={label}
      className={className}
    />
  );
}

/** A table cell: a record's name linking to its page, a second line (description, email) underneath if any. */
export function LinkedNameCell({
  href,
  name,
  sub,
  badge,
  className = 'min-w-0',
}: {
  href: string;
  name: ReactNode;
  sub?: string | null;
  badge?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <IntentLink href={href} className="font-medium text-brand-600 hover:underline">
        {name}
      </IntentLink>
      {badge}
      {sub ? <p className="truncate text-xs text-muted">{sub}</p> : null}
    </div>
  );
}

/** Texts of a row's edit and delete buttons and of the delete confirmation, in the module's language. */
export type EditDeleteLabels = {
  edit: string;
  editAria: string;
  deleteOpen: string;
  deleteAria: string;
  title: string;
  description: ReactNode;
  confirm: string;
  cancel: string;
};

/** A row's Edit button and Delete button, the latter asking first; `onDelete` rejecting keeps the dialog open. */
export function EditDeleteActions({
  labels,
  onEdit,
  onDelete,
}: {
  labels: EditDeleteLabels;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={labels.editAria}>
        {labels.edit}
      </Button>
      <ConfirmDialog
        variant="danger"
        title={labels.title}
        description={labels.description}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        trigger={
          <Button variant="ghost" size="sm" className="text-danger" aria-label={labels.deleteAria}>
            {labels.deleteOpen}
          </Button>
        }
        onConfirm={onDelete}
      />
    </div>
  );
}
