'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { PAYWALL_PARAM } from '@/lib/navigation/guards';
import { useRootStore } from '@/lib/stores/root';

// The pay-wall (its dialog, plans and renewal) loads the first time it opens, not with every screen.
const PayWallRenew = dynamic(
  () => import('@/components/billing/pay-wall-renew').then((m) => m.PayWallRenew),
  { ssr: false },
);

/**
 * Opens the pay-wall (with renewal in place) from the store, or after middleware redirected here from a guarded
 * screen or one outside the plan (`?paywall=<module>`: the module asked for; `1` from older links names none).
 */
export function PayWallHost() {
  const open = useRootStore((s) => s.isPayWallOpen);
  const setOpen = useRootStore((s) => s.setPayWallOpen);
  const askedModule = useRootStore((s) => s.payWallModule);
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // Mounted from the first opening on, so the dialog's close animation still plays.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const asked = params.get(PAYWALL_PARAM);
    if (asked) {
      setOpen(true, asked === '1' ? null : asked);
      router.replace(pathname);
    }
  }, [params, pathname, router, setOpen]);

  return opened ? (
    <PayWallRenew open={open} module={askedModule} onOpenChange={(next) => setOpen(next)} />
  ) : null;
}
