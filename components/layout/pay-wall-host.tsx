'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { PayWallRenew } from '@/components/billing/pay-wall-renew';
import { PAYWALL_PARAM } from '@/lib/navigation/guards';
import { useRootStore } from '@/lib/stores/root';

/** Opens the pay-wall (with renewal in place) from the store, or after middleware redirected here from a guarded screen. */
export function PayWallHost() {
  const open = useRootStore((s) => s.isPayWallOpen);
  const setOpen = useRootStore((s) => s.setPayWallOpen);
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (params.get(PAYWALL_PARAM) === '1') {
      setOpen(true);
      router.replace(pathname);
    }
  }, [params, pathname, router, setOpen]);

  return <PayWallRenew open={open} onOpenChange={setOpen} />;
}
