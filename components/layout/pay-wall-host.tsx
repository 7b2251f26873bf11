'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { PayWallDialog } from '@/components/ui/pay-wall-dialog';
import { PAYWALL_PARAM } from '@/lib/navigation/guards';
import { useRootStore } from '@/lib/stores/root';

/** Opens the pay-wall from the store, or after middleware redirected here from a guarded screen. */
export function PayWallHost() {
  const t = useTranslations('shell.paywall');
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

  return (
    <PayWallDialog
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      description={t('description')}
      ctaLabel={t('cta')}
      ctaHref="/app/settings?tab=billing-info"
      dismissLabel={t('dismiss')}
    />
  );
}
