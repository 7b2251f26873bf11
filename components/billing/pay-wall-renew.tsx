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
import { cheapestPlanFor, planIncludes, planToOffer } from '@/lib/modules';
import { useSubscription } from '@/lib/queries/billing';
import { usePermissions } from '@/lib/queries/permissions';
import { RenewDialog } from './renew-dialog';

/**
 * The pay-wall with renewal in place. An expired subscription: "Renew now". A live plan that does not include
 * the module asked for (`module`, a lib/modules.ts name): "Upgrade to <the cheapest plan that includes it>".
 * Either way the plan picker opens over the current screen with that plan chosen (never less than the plan
 * already paid for) and pays from the wallet; on success the modules open at once (the subscription query is
 * refreshed and the server-rendered guard re-read). Users without the wallet or settings permission get the
 * billing link. For components/layout/pay-wall-host.tsx: `<PayWallRenew open module={…} onOpenChange={…} />`.
 */
export function PayWallRenew({
  open,
  module = null,
  onOpenChange,
}: {
  open: boolean;
  module?: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('shell');
  const tb = useTranslations('billing');
  const { can } = usePermissions();
  const subscription = useSubscription().data;
  const router = useRouter();
  const [renewing, setRenewing] = useState(false);
  const mayPay = can('wallet') || can('settings');
  const currentPlan = subscription?.plan ?? null;
  const needed = module ? cheapestPlanFor(module) : null;
  // Upgrading: the subscription is live but its plan lacks the module. Expired (or not known yet): renewing.
  const upgrade =
    subscription?.hasAccess === true && needed !== null && !planIncludes(subscription.plan, module!);
  const offer = planToOffer(module, currentPlan);
  const planName = needed ? tb(`plans.${needed}.name`) : '';
  return (
    <>
      <Dialog open={open && !renewing} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-md text-center" data-testid="pay-wall-dialog">
          <DialogHeader className="items-center pr-0">
            <DialogTitle>
              {upgrade ? t('paywall.upgradeTitle', { plan: planName }) : t('paywall.title')}
            </DialogTitle>
            <DialogDescription>
              {upgrade
                ? t('paywall.upgradeDescription', { module: t(`nav.${module}`), plan: planName })
                : t('paywall.description')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter className="sm:justify-center">
            <DialogClose asChild>
              <Button variant="secondary">{t('paywall.dismiss')}</Button>
            </DialogClose>
            {mayPay ? (
              upgrade ? (
                // The title already reads "Upgrade to Growth"; the button's name says it in full too.
                <Button
                  aria-label={t('paywall.upgradeTitle', { plan: planName })}
                  onClick={() => setRenewing(true)}
                  data-testid="pay-wall-upgrade"
                >
                  {t('paywall.upgrade')}
                </Button>
              ) : (
                <Button onClick={() => setRenewing(true)}>{tb('paywall.renewNow')}</Button>
              )
            ) : (
              <Button asChild>
                <IntentLink href="/app/settings?tab=billing-info" onClick={() => onOpenChange(false)}>
                  {upgrade ? t('paywall.upgradeCta') : t('paywall.cta')}
                </IntentLink>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {renewing ? (
        <RenewDialog
          open
          initialPlan={offer}
          highlightModule={module}
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
