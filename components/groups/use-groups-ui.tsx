'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { useDebounced } from '@/components/ui/use-debounced';
import { formatMoney } from '@/lib/money';

export const GROUPS_PATH = '/app/employees/groups';

export const GroupIcon = () => (
  <FrameIcon>
    <circle cx="12" cy="7.5" r="3" />
    <circle cx="5.5" cy="10" r="2.3" />
    <circle cx="18.5" cy="10" r="2.3" />
    <path d="M7 20a5 5 0 0 1 10 0M1.5 19a4 4 0 0 1 5-3.8M22.5 19a4 4 0 0 0-5-3.8" />
  </FrameIcon>
);

/** A group's monthly gross, one line per pay currency (a dash when nobody is paid). */
export function GrossAmounts({ gross }: { gross: Record<string, number> }) {
  const locale = useLocale();
  const entries = Object.entries(gross).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <span className="text-muted">—</span>;
  return (
    <span className="flex flex-col tabular-nums">
      {entries.map(([currency, amount]) => (
        <span key={currency}>{formatMoney(amount, currency, locale)}</span>
      ))}
    </span>
  );
}

/**
 * `page` and `search` of a list kept in the URL: the search box (`term`) navigates once typing pauses,
 * back to page 1.
 */
export function useUrlPaging() {
  const router = useRouter();
  const pathname = usePathname() ?? GROUPS_PATH;
  const params = useSearchParams();
  const search = params?.get('search') ?? '';
  const page = Math.max(1, Number(params?.get('page')) || 1);
  const [term, setTerm] = useState(search);
  const settled = useDebounced(term.trim());

  const go = (next: { page?: number; search?: string }) => {
    const qs = new URLSearchParams();
    const s = next.search ?? search;
    if (s) qs.set('search', s);
    if ((next.page ?? 1) > 1) qs.set('page', String(next.page));
    router.replace(qs.size ? `${pathname}?${qs}` : pathname);
  };
  useEffect(() => {
    if (settled !== search) go({ search: settled, page: 1 });
    // Only a settled change of the search box navigates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return { page, search, term, setTerm, setPage: (p: number) => go({ page: p }) };
}
