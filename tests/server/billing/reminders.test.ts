import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMails } from '@/server/db/schema';
import { BILLING_JOBS, RENEWAL_REMINDERS_QUEUE } from '@/server/modules/billing/billing.jobs';
import {
  cancelSubscription,
  getSubscription,
  renewSubscription,
} from '@/server/modules/billing/billing.service';
import { getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { getJobs } from '../jobs/harness';
import { fundWallet } from './fixtures';

const DAY = 86_400_000;

/** Runs the scheduled reminders job (what the hourly cron runs) as if it were `now`. */
async function remind(now: Date) {
  const job = BILLING_JOBS.find((j) => j.name === RENEWAL_REMINDERS_QUEUE)!;
  expect(job.cron).toBe('20 * * * *');
  const { ctx } = await getJobs();
  await job.handler({}, { ...ctx, now: () => now });
}

async function mailsTo(email: string) {
  const { deps } = await getHarness();
  return deps.db.select().from(outboxMails).where(eq(outboxMails.to, email.toLowerCase()));
}

describe('[BILLING] renewal reminders', () => {
  it('mails the owner 7 days and 1 day before the end, once each; a renewal starts over; cancelled ones are skipped', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const other = await employerSession();
    const start = new Date();
    const trialEnd = new Date((await getSubscription(deps.db, s.organization.id, start)).trialEndsAt!);
    await deps.db.transaction((tx) => cancelSubscription(tx, other.organization.id, {}, start));

    const at = (ms: number) => new Date(trialEnd.getTime() - ms);
    await remind(at(8 * DAY));
    expect(await mailsTo(s.user.email)).toHaveLength(0);

    await remind(at(6 * DAY));
    await remind(at(5 * DAY));
    let mails = await mailsTo(s.user.email);
    expect(mails.map((m) => m.subject)).toEqual([`${s.organization.name}: Paygrid access ends in 7 days`]);
    expect(mails[0]!.text).toContain('/app/settings?tab=billing-info');

    await remind(at(12 * 3_600_000));
    await remind(at(6 * 3_600_000));
    mails = await mailsTo(s.user.email);
    expect(mails.map((m) => m.subject)).toContain(`${s.organization.name}: Paygrid access ends tomorrow`);
    expect(mails).toHaveLength(2);
    expect(await mailsTo(other.user.email)).toHaveLength(0);

    // Renewing moves the end a month on: the next reminders are for the new end.
    await fundWallet(s.organization.id, 5_000_000);
    await deps.db.transaction((tx) =>
      renewSubscription(
        tx,
        s.organization.id,
        s.user.id,
        { planId: 'starter', cycle: 'monthly' },
        at(3_600_000),
      ),
    );
    await remind(at(0));
    expect(await mailsTo(s.user.email)).toHaveLength(2);
    const { currentPeriodEnd } = await getSubscription(deps.db, s.organization.id, start);
    await remind(new Date(new Date(currentPeriodEnd!).getTime() - 3 * DAY));
    expect(await mailsTo(s.user.email)).toHaveLength(3);
  });
});
