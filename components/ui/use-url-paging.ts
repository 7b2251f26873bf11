'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useDebounced } from './use-debounced';

type Changes = Record<string, string | undefined>;

/**
 * Writes query parameters of the current URL with `router.replace` (no history entry per page, the view does
 * not jump to the top); an empty value removes its parameter, and every parameter not named (the tab, another
 * list's page) stays as it is. Unless the changes name `pageKey`, the list goes back to its first page.
 */
function useUrlWriter(pageKey: string) {
  const router = useRouter();
  const pathname = usePathname() ?? '';
  const params = useSearchParams();
  const go = (changes: Changes) => {
    const qs = new URLSearchParams(params?.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value) qs.set(key, value);
      else qs.delete(key);
    }
    if (!(pageKey in changes)) qs.delete(pageKey);
    router.replace(qs.size ? `${pathname}?${qs}` : pathname, { scroll: false });
  };
  return { params, go };
}

/** A whole page number from 1 up; anything else (missing, `nope`, `0`, `2.5`) is page 1. */
const readPage = (value: string | null | undefined) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A list's page kept in the URL (`?page=`), so a reload, a shared link or Back shows the same rows: read from
 * the URL, written back by `setPage` (page 1 leaves the parameter out), every other parameter kept. `pageKey`
 * names the parameter of a second paged list on one screen.
 */
export function useUrlPage(pageKey = 'page') {
  const { params, go } = useUrlWriter(pageKey);
  return {
    page: readPage(params?.get(pageKey)),
    setPage: (page: number) => go({ [pageKey]: page > 1 ? String(page) : '' }),
  };
}

/**
 * A list's page, search and `filters` kept in the URL (`?page=`, `?search=`, one parameter per filter), every
 * other parameter kept. The search box (`term`) navigates once typing pauses, and shows the URL's search again
 * when that changes elsewhere (a clear button, Back); a search or filter change goes back to page 1.
 * `setFilters` writes several at once (the search too), e.g. a "clear filters" button.
 */
export function useUrlPaging<K extends string = never>({
  filters: keys = [],
  pageKey = 'page',
}: { filters?: readonly K[]; pageKey?: string } = {}) {
  const { params, go } = useUrlWriter(pageKey);
  const search = params?.get('search') ?? '';
  const filters = Object.fromEntries(keys.map((k) => [k, params?.get(k) ?? ''])) as Record<K, string>;
  const [term, setTerm] = useState(search);
  // The search last sent to (or found in) the URL: a different one in the URL was set elsewhere.
  const sent = useRef(search);
  const settled = useDebounced(term.trim());
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setTerm(search);
  }, [search]);
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    go({ search: settled });
    // Only a settled change of the search box navigates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return {
    page: readPage(params?.get(pageKey)),
    setPage: (page: number) => go({ [pageKey]: page > 1 ? String(page) : '' }),
    search,
    term,
    setTerm,
    filters,
    setFilter: (key: K, value: string) => go({ [key]: value }),
    setFilters: (changes: Partial<Record<K | 'search', string>>) => go(changes),
  };
}
