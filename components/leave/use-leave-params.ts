'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/** The tab's filters in the URL: read one, or replace several at once (empty values are dropped). */
export function useLeaveParams() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const get = (key: string) => params.get(key) ?? undefined;
  const set = (next: Record<string, string | undefined>) => {
    const query = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(next)) {
      if (value) query.set(key, value);
      else query.delete(key);
    }
    router.replace(`${pathname}?${query}`, { scroll: false });
  };
  return { get, set };
}

/** Field errors: the contract's keys (`validation.x`, `leave.validation.x`) or the API's translated text. */
export const isMessageKey = (message?: string) =>
  Boolean(message && /^([\w-]+\.)?validation\.[\w]+$/.test(message));
