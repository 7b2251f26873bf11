import 'server-only';
import type { SubscriptionStatus } from '@/lib/contracts/billing';
import { calendarDaysBetween } from '@/lib/dates';

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

/**
 * "Days left": calendar days from today to the date that matters, both as the organisation's own calendar
 * (`timeZone`) has them, so a renewal due 11 days from now shows 11 whatever the hour. The date is the next
 * payment (the period end, or the trial end); once overdue, the end of the grace week (pay before it); once
 * cancelled, the end of the paid period or trial; 0 once expired.
 */
export function daysLeft(s: SubscriptionDates, now: Date, timeZone: string): number {
  const { status, accessEndsAt } = subscriptionStatus(s, now);
  if (status === 'expired') return 0;
  const until = status === 'active' ? s.currentPeriodEnd! : accessEndsAt;
  return Math.max(0, calendarDaysBetween(now, until, timeZone));
}
