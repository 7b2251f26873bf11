'use client';

import { useContext, useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DataListLabels } from './data-list-labels';
import { ChevronDownIcon } from './icons';
import { Skeleton } from './skeleton';

/**
 * Where a column goes in the phone card (below 640 px): the card's `title` (the first title column is the
 * row's name; more title columns stack under it as secondary lines), a `subtitle` (a secondary line under
 * the titles, whatever the column order), the one `figure` that matters (right),
 * its `status` (under the figure), a `detail` behind the card's Details button (the default), a `field` shown
 * with its header under the face (a form control the row needs at hand), the row's `actions` (always shown, at
 * the card's foot), or `hidden` (not in the card).
 */
export type CardRole = 'title' | 'subtitle' | 'figure' | 'status' | 'field' | 'detail' | 'actions' | 'hidden';

/** What a card reads of a column (the same objects as the table's columns). */
export type CardColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  card?: CardRole;
  /** The cell as the card shows it, when it differs from the table's. */
  cardCell?: (row: T) => ReactNode;
  footer?: ReactNode;
};

/** A column's role, the first column being the title when none is named. */
export function cardRoles<T>(columns: CardColumn<T>[]) {
  const named = columns.some((c) => c.card === 'title');
  const role = (c: CardColumn<T>, i: number): CardRole => c.card ?? (!named && i === 0 ? 'title' : 'detail');
  const pick = (r: CardRole) => columns.filter((c, i) => role(c, i) === r);
  return {
    title: [...pick('title'), ...pick('subtitle')],
    figure: pick('figure'),
    status: pick('status'),
    field: pick('field'),
    detail: pick('detail'),
    actions: pick('actions'),
  };
}

const show = <T,>(c: CardColumn<T>, row: T) => (c.cardCell ?? c.cell)(row);

type Roles<T> = ReturnType<typeof cardRoles<T>>;

/** One row as a card: title (and its secondary lines), figure and status; the rest behind Details. */
export function DataCard<T>({
  row,
  roles,
  select,
  selected,
  expanded,
}: {
  row: T;
  roles: Roles<T>;
  /** What the row shows under itself when opened (the table's `expandedRow`). */
  expanded?: ReactNode;
  /** The row's checkbox, when the list is selectable. */
  select?: ReactNode;
  selected?: boolean;
}) {
  const { details } = useContext(DataListLabels);
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const [main, ...secondary] = roles.title;
  return (
    <li data-slot="data-card" className={cn('flex items-start gap-3 px-4 py-3', selected && 'bg-brand-50')}>
      {select}
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1 text-sm break-words text-ink">
            {main ? <div className="font-medium">{show(main, row)}</div> : null}
            {secondary.map((c) => (
              <div key={c.id} className="text-xs text-muted">
                {show(c, row)}
              </div>
            ))}
          </div>
          {roles.figure.length || roles.status.length ? (
            <div className="flex max-w-[50%] shrink-0 flex-col items-end gap-1 text-right text-sm text-ink">
              {roles.figure.map((c) => (
                <div key={c.id} data-card-role="figure" className="font-semibold tabular-nums">
                  {show(c, row)}
                </div>
              ))}
              {roles.status.map((c) => (
                <div key={c.id} data-card-role="status">
                  {show(c, row)}
                </div>
              ))}
            </div>
          ) : null}
        </div>
        {roles.field.map((c) => (
          <div key={c.id} className="mt-2 min-w-0 text-sm text-ink">
            <div className="mb-1 text-xs text-muted">{c.header}</div>
            {show(c, row)}
          </div>
        ))}
        {roles.detail.length || roles.actions.length ? (
          // The Details button and the row's actions share one line under the face.
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            {roles.detail.length ? (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={regionId}
                onClick={() => setOpen((v) => !v)}
                className="-ml-1 inline-flex min-h-8 cursor-pointer items-center gap-1 rounded-md px-1 text-xs font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {details}
                <ChevronDownIcon
                  aria-hidden
                  className={cn('size-3.5 transition-transform', open && 'rotate-180')}
                />
              </button>
            ) : (
              <span />
            )}
            {roles.actions.length ? (
              <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
                {roles.actions.map((c) => (
                  <div key={c.id}>{show(c, row)}</div>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
        {roles.detail.length ? (
          // The details render only once opened: a long list of cards costs no more than its faces.
          <dl id={regionId} hidden={!open} className="mt-2 grid gap-2 rounded-md bg-canvas p-3">
            {open
              ? roles.detail.map((c) => (
                  <div key={c.id} className="min-w-0">
                    <dt className="text-xs text-muted">{c.header}</dt>
                    <dd className="text-sm break-words text-ink">{show(c, row)}</dd>
                  </div>
                ))
              : null}
          </dl>
        ) : null}
        {expanded ? <div className="mt-2 rounded-md bg-canvas p-3 text-sm text-ink">{expanded}</div> : null}
      </div>
    </li>
  );
}

/** The columns' totals under the cards: the title's (a "Total" label) and the figure's, then the others. */
export function DataCardTotals<T>({ columns }: { columns: CardColumn<T>[] }) {
  const roles = cardRoles(columns);
  const [title] = roles.title;
  const [figure] = roles.figure;
  const rest = columns.filter(
    (c) => c !== title && c !== figure && c.footer !== undefined && c.card !== 'hidden',
  );
  return (
    <div
      data-slot="data-card-totals"
      className="rounded-b-card border-t border-line bg-canvas px-4 py-3 text-sm text-ink"
    >
      <div className="flex items-start justify-between gap-3 font-semibold">
        <div>{title?.footer}</div>
        {figure ? <div className="tabular-nums">{figure.footer}</div> : null}
      </div>
      {rest.length ? (
        <dl className="mt-2 grid grid-cols-2 gap-2">
          {rest.map((c) => (
            <div key={c.id} className="min-w-0">
              <dt className="text-xs text-muted">{c.header}</dt>
              <dd className="tabular-nums">{c.footer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** Placeholder cards while the list loads. */
export function DataCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`loading-${i}`} className="flex items-start gap-3 px-4 py-3">
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
      </div>
      <Skeleton className="h-4 w-20" />
    </li>
  ));
}
