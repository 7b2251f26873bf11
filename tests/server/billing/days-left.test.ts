import { describe, expect, it } from 'vitest';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { daysLeft } from '@/server/modules/billing/subscription-status';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const LAGOS = 'Africa/Lagos';

const paid = (end: string, extra: { cancelledAt?: Date } = {}) => ({
  trialEndsAt: at('2026-10-01T00:00:00Z'),
  currentPeriodEnd: at(end),
  cancelledAt: extra.cancelledAt ?? null,
});

describe('[BILLING] days left: calendar days to the next payment date, in the organisation’s time zone', () => {
  it.each([
    ['a renewal 11 days away', '2026-11-20T08:00:00Z', '2026-12-01T08:00:00Z', 11],
    ['a renewal 30 days away', '2026-11-01T12:00:00Z', '2026-12-01T12:00:00Z', 30],
    // 09:00 on the 20th to 10:00 on 1 December in Lagos: 11 days on the calendar, though 11 days and an hour.
    ['a renewal 11 days away, an hour later in the day', '2026-11-20T08:00:00Z', '2026-12-01T09:00:00Z', 11],
    ['a renewal tomorrow morning, seen late tonight', '2026-11-30T21:00:00Z', '2026-12-01T07:00:00Z', 1],
    ['a renewal later today', '2026-12-01T07:00:00Z', '2026-12-01T21:00:00Z', 0],
  ])('%s → %i (active; not the end of the grace week)', (_, now, end, expected) => {
    expect(daysLeft(paid(end), at(now), LAGOS)).toBe(expected);
  });

  it('counts on the organisation’s calendar: 23:30 UTC is already the next day in Nairobi, not in Accra', () => {
    const dates = paid('2026-12-01T12:00:00Z');
    expect(daysLeft(dates, at('2026-11-20T23:30:00Z'), 'Africa/Accra')).toBe(11);
    expect(daysLeft(dates, at('2026-11-20T23:30:00Z'), 'Africa/Nairobi')).toBe(10);
  });

  it('counts to the trial end on a trial, to the grace end when overdue, to the access end when cancelled, 0 once expired', () => {
    const trial = { trialEndsAt: at('2026-11-15T10:00:00Z'), currentPeriodEnd: null, cancelledAt: null };
    expect(daysLeft(trial, at('2026-11-01T10:00:00Z'), LAGOS)).toBe(14);
    // Period ended 1 Dec; the grace week runs to 8 Dec.
    expect(daysLeft(paid('2026-12-01T08:00:00Z'), at('2026-12-04T08:00:00Z'), LAGOS)).toBe(4);
    expect(
      daysLeft(
        paid('2026-12-01T08:00:00Z', { cancelledAt: at('2026-11-10T00:00:00Z') }),
        at('2026-11-21T08:00:00Z'),
        LAGOS,
      ),
    ).toBe(10);
    expect(daysLeft(paid('2026-12-01T08:00:00Z'), at('2026-12-09T08:00:00Z'), LAGOS)).toBe(0);
  });

  it.each([11, 30])(
    'GET billings/subscription: a renewal %i days away shows that many days left, not 7 more',
    async (days) => {
      const { deps } = await getHarness();
      const s = await employerSession();
      const now = clock.now().getTime();
      await updateSubscription(deps.db, s.organization.id, {
        plan: 'growth',
        cycle: 'monthly',
        currentPeriodStart: new Date(now - 5 * DAY),
        currentPeriodEnd: new Date(now + days * DAY),
      });
      const sub = (await api('/billings/subscription', { token: s.token })).body.data;
      expect(sub).toMatchObject({ status: 'active', daysLeft: days });
      expect(sub.nextPaymentAt).toBe(new Date(now + days * DAY).toISOString());
    },
  );
});
