'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { EmployeeLookupItem } from '@/lib/contracts/employees';
import type { useEmployeePickerSearch } from '@/lib/queries/employees';

export const fullName = (e: Pick<EmployeeLookupItem, 'firstName' | 'lastName'>) =>
  `${e.firstName} ${e.lastName}`;

/**
 * The picker's results (./employee-picker.tsx): the options — ticked when chosen, greyed with the reason when
 * they cannot be picked, a note after the name — and under them the state of the search: loading, nothing
 * found, a failure with a retry, or how many of how many are shown with "Show more".
 */
export function PickerList({
  popupRef,
  inline,
  listId,
  optionId,
  rows,
  current,
  chosen,
  multiple,
  unavailable,
  note,
  onPick,
  onHover,
  query,
  search,
  total,
}: {
  popupRef: RefObject<HTMLDivElement | null>;
  /** Listed under the field for good, or a popup while the field is open. */
  inline: boolean;
  listId: string;
  optionId: (id: string) => string;
  rows: EmployeeLookupItem[];
  /** The row the keyboard is on. */
  current: number;
  chosen: ReadonlySet<string>;
  multiple: boolean;
  unavailable?: (e: EmployeeLookupItem) => string | null | undefined;
  note?: (e: EmployeeLookupItem) => ReactNode;
  onPick: (e: EmployeeLookupItem) => void;
  onHover: (index: number) => void;
  query: ReturnType<typeof useEmployeePickerSearch>;
  search: string;
  total: number | undefined;
}) {
  const t = useTranslations('common.employeePicker');
  return (
    <div
      ref={popupRef}
      className={cn(
        'overflow-hidden rounded-lg border border-line bg-surface',
        !inline && 'absolute inset-x-0 top-full z-30 mt-1 shadow-lg',
      )}
      // pointer presses inside the list keep the focus (and the list) in the field
      onMouseDown={(e) => e.preventDefault()}
    >
      <ul
        id={listId}
        role="listbox"
        aria-label={t('results')}
        aria-multiselectable={multiple || undefined}
        aria-busy={query.isFetching || undefined}
        className={cn('overflow-y-auto p-1', inline ? 'max-h-72' : 'max-h-64')}
      >
        {rows.map((e, i) => {
          const why = unavailable?.(e) ?? null;
          const selected = chosen.has(e.id);
          return (
            <li
              key={e.id}
              id={optionId(e.id)}
              role="option"
              aria-selected={selected}
              aria-disabled={why ? true : undefined}
              onClick={() => onPick(e)}
              onMouseMove={() => onHover(i)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
                i === current && 'bg-canvas',
                why && 'cursor-default opacity-60',
              )}
            >
              <Tick on={selected || Boolean(why && multiple)} round={!multiple} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{fullName(e)}</span>
                <span className="block truncate text-xs text-muted">
                  {e.staffId}
                  {e.department ? ` · ${e.department.name}` : ''}
                </span>
              </span>
              {why ? (
                <span className="shrink-0 text-xs text-muted">{why}</span>
              ) : note ? (
                <span className="shrink-0 text-xs">{note(e)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ListFooter
        error={query.isError && rows.length === 0 ? errorMessage(query.error) : null}
        loading={query.isPending || (query.isFetching && rows.length === 0)}
        empty={
          !query.isPending && !query.isError && rows.length === 0
            ? search
              ? t('noMatch', { search })
              : t('none')
            : null
        }
        count={rows.length > 0 && total !== undefined ? t('count', { shown: rows.length, total }) : null}
        more={query.hasNextPage ? t('more') : null}
        moreLoading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
      />
    </div>
  );
}

function Tick({ on, round }: { on: boolean; round: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-4 shrink-0 items-center justify-center border',
        round ? 'rounded-full' : 'rounded',
        on ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface',
      )}
    >
      {on ? (
        <svg viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" strokeWidth={3}>
          <path d="M5 12l5 5L20 7" />
        </svg>
      ) : null}
    </span>
  );
}

function ListFooter(p: {
  error: string | null;
  loading: boolean;
  empty: string | null;
  count: string | null;
  more: string | null;
  moreLoading: boolean;
  onMore: () => void;
  onRetry: () => void;
  retryLabel: string;
  loadingLabel: string;
}) {
  if (p.error)
    return (
      <p className="flex items-center justify-between gap-2 border-t border-line px-3 py-2 text-sm text-danger">
        <span>{p.error}</span>
        <button type="button" className="cursor-pointer text-sm font-medium underline" onClick={p.onRetry}>
          {p.retryLabel}
        </button>
      </p>
    );
  if (p.loading)
    return (
      <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted" role="status">
        <Spinner size="sm" />
        {p.loadingLabel}
      </p>
    );
  if (p.empty) return <p className="px-3 py-2 text-sm text-muted">{p.empty}</p>;
  if (!p.count) return null;
  return (
    <div className="flex items-center justify-between gap-2 border-t border-line px-3 py-1.5 text-xs text-muted">
      <span aria-live="polite">{p.count}</span>
      {p.more ? (
        <button
          type="button"
          tabIndex={-1}
          className="flex cursor-pointer items-center gap-1 font-medium text-brand-700 hover:underline"
          onClick={p.onMore}
        >
          {p.moreLoading ? <Spinner size="sm" /> : null}
          {p.more}
        </button>
      ) : null}
    </div>
  );
}
