import 'server-only';
import type { BillingCycle, Subscription } from '@/lib/contracts/billing';
import { countryTimeZone } from '@/lib/countries';
import { planIncludes } from '@/lib/modules';
import type { DbOrTx } from '@/server/db/client';
import type { SubscriptionAccess } from '@/server/deps';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import * as repo from './billing.repo';
import { daysLeft, GRACE_DAYS, subscriptionStatus, TRIAL_DAYS } from './subscription-status';

/**
 * An organisation's subscription: its trial, its status on a date and what it opens. Apart from the rest of
 * billing (plans, renewals, invoices, which move money) so the guards that read it on every screen and request
 * — middleware.ts's session gate, the API's module guard — load only this.
 */

const DAY = 86_400_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Every new organisation starts a 14-day free trial. */
export function startTrial(db: DbOrTx, organizationId: string, now: Date) {
  return insertTrial(db, organizationId, now);
}

function insertTrial(db: DbOrTx, organizationId: string, now: Date) {
  return repo.insertSubscription(db, {
    organizationId,
    plan: 'trial',
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY),
  });
}

/** The row, created as a trial on first sight for organisations made before subscriptions existed. */
export async function ensureSubscription(db: DbOrTx, organizationId: string, now: Date) {
  return (
    (await repo.findSubscription(db, organizationId)) ??
    (await insertTrial(db, organizationId, now)) ??
    (await repo.findSubscription(db, organizationId))!
  );
}

/** The organisation's time zone, which counts its days left. */
export async function timeZoneOfOrganization(db: DbOrTx, organizationId: string) {
  return countryTimeZone((await findOrganization(db, organizationId))?.country);
}

/** The subscription as the API shows it; `timeZone` is the organisation's (its days left are its calendar days). */
export function presentSubscription(row: repo.SubscriptionRow, now: Date, timeZone: string): Subscription {
  const { status } = subscriptionStatus(row, now);
  return {
    status,
    plan: row.plan,
    cycle: (row.cycle as BillingCycle | null) ?? null,
    trialEndsAt: iso(row.trialEndsAt),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    graceEndsAt: row.currentPeriodEnd
      ? new Date(row.currentPeriodEnd.getTime() + GRACE_DAYS * DAY).toISOString()
      : null,
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason ?? null,
    nextPaymentAt: row.cancelledAt ? null : iso(row.currentPeriodEnd ?? row.trialEndsAt),
    daysLeft: daysLeft(row, now, timeZone),
    hasAccess: status !== 'expired',
  };
}

/** The subscription with its status derived from its dates at `now` (no scheduler needed). */
export async function getSubscription(db: DbOrTx, organizationId: string, now: Date): Promise<Subscription> {
  const row = await ensureSubscription(db, organizationId, now);
  return presentSubscription(row, now, await timeZoneOfOrganization(db, organizationId));
}

/**
 * Whether the organisation may use `module` now: a live subscription whose plan includes it (lib/modules.ts).
 * For a module's public pages (a poll link, the suggestion box), which no module route guards.
 */
export async function opensModule(db: DbOrTx, organizationId: string, module: string, now: Date) {
  const s = await getSubscription(db, organizationId, now);
  return s.hasAccess && planIncludes(s.plan, module);
}

/** Subscriptions of several organisations (the consultant console), trials created where missing. */
export async function getSubscriptions(
  db: DbOrTx,
  organizationIds: string[],
  now: Date,
): Promise<Map<string, Subscription>> {
  const rows = new Map((await repo.listSubscriptions(db, organizationIds)).map((r) => [r.organizationId, r]));
  const out = new Map<string, Subscription>();
  for (const id of organizationIds) {
    const row = rows.get(id) ?? (await ensureSubscription(db, id, now));
    out.set(id, presentSubscription(row, now, await timeZoneOfOrganization(db, id)));
  }
  return out;
}

/** The guards' reading (`plugins.subscriptionAccess`, and middleware.ts's session gate): access and plan now. */
export const subscriptionAccess: SubscriptionAccess = async (db, organizationId, now) => {
  const { hasAccess, plan } = await getSubscription(db, organizationId, now);
  return { hasAccess, plan };
};
