import 'server-only';
import type { Subscription } from '@/lib/contracts/billing';
import type { DbOrTx } from '@/server/db/client';
import { findSubscription, insertSubscription } from './billing.repo';
import { GRACE_DAYS, subscriptionStatus, TRIAL_DAYS } from './subscription-status';

const DAY = 86_400_000;

/** Every new organisation starts a 14-day free trial. */
export function startTrial(db: DbOrTx, organizationId: string, now: Date) {
  return insertSubscription(db, { organizationId, plan: 'trial', trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY) });
}

export async function getSubscription(db: DbOrTx, organizationId: string, now: Date): Promise<Subscription> {
  // Organisations created before subscriptions existed get their trial on first sight.
  const row = (await findSubscription(db, organizationId)) ?? (await startTrial(db, organizationId, now)) ?? (await findSubscription(db, organizationId))!;
  const { status, accessEndsAt } = subscriptionStatus(row, now);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    status,
    plan: row.plan,
    trialEndsAt: iso(row.trialEndsAt),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    graceEndsAt: row.currentPeriodEnd ? new Date(row.currentPeriodEnd.getTime() + GRACE_DAYS * DAY).toISOString() : null,
    cancelledAt: iso(row.cancelledAt),
    daysLeft: status === 'expired' ? 0 : Math.max(0, Math.ceil((accessEndsAt.getTime() - now.getTime()) / DAY)),
    hasAccess: status !== 'expired',
  };
}
