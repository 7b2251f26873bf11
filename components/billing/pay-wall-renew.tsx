'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePermissions } from '@/lib/queries/permissions';
import { RenewDialog } from './renew-dialog';

/**
 * The pay-wall with renewal in place: "Renew now" opens the plan picker over the current screen and pays from
 * the wallet; on success the guarded modules open at once (the subscription query is refreshed and the
 * server-rendered guard re-read). Users without the wallet or settings permission get the billing link.
 * For components/layout/pay-wall-host.tsx: `<PayWallRenew open={open} onOpenChange={setOpen} />`.
 */
export function PayWallRenew({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('shell.paywall');
  const tb = useTranslations('billing');
  const { can } = usePermissions();
  const router = useRouter();
  const [renewing, setRenewing] = useState(false);
  const mayPay = can('wallet') || can('settings');
  return (
    <>
      <Dialog open={open && !renewing} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-md text-center" data-testid="pay-wall-dialog">
          <DialogHeader className="items-center pr-0">
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t('description')}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="sm:justify-center">
            <DialogClose asChild>
              <Button variant="secondary">{t('dismiss')}</Button>
            </DialogClose>
            {mayPay ? (
              <Button onClick={() => setRenewing(true)}>{tb('paywall.renewNow')}</Button>
            ) : (
              <Button asChild>
                <IntentLink href="/app/settings?tab=billing-info" onClick={() => onOpenChange(false)}>
                  {t('cta')}
                </IntentLink>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {renewing ? (
        <RenewDialog
          open
          onOpenChange={(next) => {
            if (!next) setRenewing(false);
          }}
          onRenewed={() => {
            setRenewing(false);
            onOpenChange(false);
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
