import { useSyncExternalStore } from 'react';

/**
 * A stand-in for Next's router and search params: `replace` updates the params the components read, so a
 * test sees the list re-query exactly as the URL changes.
 */
export function createNavigation(initial: string) {
  let params = new URLSearchParams(initial);
  const listeners = new Set<() => void>();
  const set = (qs: string) => {
    params = new URLSearchParams(qs);
    listeners.forEach((l) => l());
  };
  const replace = vi.fn((url: string) => set(url.split('?')[1] ?? ''));
  const router = { replace, push: vi.fn(), back: vi.fn(), refresh: vi.fn() };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  return {
    set,
    replace,
    module: {
      useSearchParams: () => useSyncExternalStore(subscribe, () => params),
      usePathname: () => '/app/employees',
      useRouter: () => router,
    },
  };
}
