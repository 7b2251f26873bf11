import 'server-only';
import type { SubscriptionStatus } from '@/lib/contracts/billing';

export const TRIAL_DAYS = 14;
export const GRACE_DAYS = 7;
const DAY = 86_400_000;

export type SubscriptionDates = {
  trialEndsAt: Date;
  currentPeriodEnd: Date | null;
  cancelledAt: Date | null;
};

/**
 * The status at `now`. A paid period wins over the trial; after the period ends there are 7 days of
 * grace (overdue) before expiry. A cancelled subscription keeps access until its paid period ends.
 */
export function subscriptionStatus(
  s: SubscriptionDates,
  now: Date,
): { status: SubscriptionStatus; accessEndsAt: Date } {
  if (s.currentPeriodEnd) {
    const graceEnd = new Date(s.currentPeriodEnd.getTime() + GRACE_DAYS * DAY);
    if (s.cancelledAt) {
      return now < s.currentPeriodEnd
        ? { status: 'cancelled', accessEndsAt: s.currentPeriodEnd }
        : { status: 'expired', accessEndsAt: s.currentPeriodEnd };
    }
    if (now <= s.currentPeriodEnd) return { status: 'active', accessEndsAt: graceEnd };
    if (now <= graceEnd) return { status: 'overdue', accessEndsAt: graceEnd };
    return { status: 'expired', accessEndsAt: graceEnd };
  }
  if (s.cancelledAt) return { status: 'cancelled', accessEndsAt: s.trialEndsAt };
  return now < s.trialEndsAt
    ? { status: 'free trial', accessEndsAt: s.trialEndsAt }
    : { status: 'expired', accessEndsAt: s.trialEndsAt };
}
