/**
 * An in-memory stand-in for `next/navigation` in component tests: `router.replace`/`push` change the URL and
 * re-render whoever reads it (`usePathname`, `useSearchParams`), so URL-kept state (a list's `?page=`) pages as
 * in the app. Use with `vi.mock('next/navigation', () => import('@/tests/components/memory-router'))`; set the
 * starting URL with `setUrl` (e.g. in `beforeEach`), read it with `currentUrl()`.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { vi } from 'vitest';

let url = new URL('http://localhost/');
const listeners = new Set<() => void>();

export function setUrl(href: string) {
  url = new URL(href, 'http://localhost');
  for (const listener of listeners) listener();
}

/** The path and query string, e.g. `/app/payroll?page=2`. */
export const currentUrl = () => `${url.pathname}${url.search}`;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const router = {
  push: vi.fn((href: string) => setUrl(href)),
  replace: vi.fn((href: string) => setUrl(href)),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

export const useRouter = () => router;

export const usePathname = () => useSyncExternalStore(subscribe, () => url.pathname);

export function useSearchParams() {
  const search = useSyncExternalStore(subscribe, () => url.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}

export const useParams = () => ({});

export const redirect = vi.fn();
export const notFound = vi.fn();
