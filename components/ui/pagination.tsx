'use client';

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** 1-based. */
  page: number;
  perPage: number;
  total: number;
  /** Defaults to ceil(total / perPage), at least 1. */
  totalPages?: number;
  onPageChange: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  getPageLabel?: (page: number, totalPages: number) => string;
  getRangeLabel?: (from: number, to: number, total: number) => string;
};

export function Pagination({
  page,
  perPage,
  total,
  totalPages,
  onPageChange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  getPageLabel = (current, pages) => `Page ${current} of ${pages}`,
  getRangeLabel = (from, to, count) => `${from}–${to} of ${count}`,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginationProps) {
  const pages = Math.max(1, totalPages ?? Math.ceil(total / Math.max(1, perPage)));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={ariaLabel}
      className={cn('flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-muted', className)}
      {...props}
    >
      <p>{getRangeLabel(from, to, total)}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
          {previousLabel}
        </Button>
        <span aria-live="polite" className="px-1 whitespace-nowrap text-ink">
          {getPageLabel(page, pages)}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {nextLabel}
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
