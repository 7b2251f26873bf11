'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { withDefaultTab } from '@/lib/navigation/tabs';

/**
 * A link that prefetches its page when the user shows intent (pointer over it, keyboard focus, touch), not
 * when it scrolls into view: a list of 20 rows plus the sidebar would otherwise fetch ~30 pages in the
 * background for one view (issue 11's request storm). The href gets its screen's default `?tab=`, so the
 * link lands on its final URL without a redirect hop.
 */
export function IntentLink({
  href: given,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  const href = withDefaultTab(given);
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
      {...props}
    />
  );
}
