'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';

/**
 * A list's filters, `search` and `page` kept in the URL (ARCHITECTURE §4): the search box navigates once typing
 * pauses; any filter change goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params?.get('search') ?? '';
  const page = Math.max(1, Number(params?.get('page')) || 1);
  const filters = Object.fromEntries(keys.map((k) => [k, params?.get(k) ?? ''])) as Record<K, string>;
  const [term, setTerm] = useState(search);
  const settled = useDebounced(term.trim());

  const go = (next: Partial<Record<K | 'search' | 'page', string>>) => {
    const qs = new URLSearchParams(params?.toString());
    for (const [k, v] of Object.entries(next) as [string, string | undefined][]) {
      if (v) qs.set(k, v);
      else qs.delete(k);
    }
    if (!('page' in next)) qs.delete('page');
    router.replace(qs.size ? `${pathname}?${qs}` : pathname);
  };
  useEffect(() => {
    if (settled !== search) go({ search: settled } as Partial<Record<K | 'search' | 'page', string>>);
    // Only a settled change of the search box navigates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return {
    page,
    search,
    term,
    setTerm,
    filters,
    setFilter: (key: K, value: string) =>
      go({ [key]: value } as Partial<Record<K | 'search' | 'page', string>>),
    setPage: (p: number) =>
      go({ page: p > 1 ? String(p) : '' } as Partial<Record<K | 'search' | 'page', string>>),
  };
}
