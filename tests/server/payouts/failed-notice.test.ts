import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMails, users } from '@/server/db/schema';
import { toNuban } from '@/server/modules/payments/nuban';
import { api, clock, getHarness } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import {
  eligibleEmployee,
  fundedEmployer as fundedEwaEmployer,
  grant,
  pinClockToThe12th,
  saveSettings,
} from '../benefits/fixtures';
import { createEmployee } from '../employees/fixtures';
import { approve } from '../payroll/disbursement-fixtures';
import { computeRun, createRun, insertEmployee, teamAdmin } from '../payroll/fixtures';
import { fundedEmployer, nuban } from './fixtures';

beforeAll(async () => {
  await getJobs();
});

const noticesOf = async (userId: string) => {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'payouts')));
};
/** Mails to `email` about failed payments (the run's creator also hears of its approval). */
const mailsTo = async (email: string) => {
  const { deps } = await getHarness();
  return (await deps.db.select().from(outboxMails).where(eq(outboxMails.to, email.toLowerCase()))).filter(
    (m) => /failed|付款失败/.test(m.subject),
  );
};

/**
 * An employer (a wallet admin), a team admin with `wallet`, one without it, and the payroll officer who
 * creates the run (payroll only, reading Chinese): the run pays `people`.
 */
async function runBy(people: { firstName: string; lastName: string; accountNumber: string }[]) {
  const s = await fundedEmployer({ NGN: 100_000_000_00 });
  const orgId = s.organization.id;
  const walletAdmin = await teamAdmin(orgId, ['wallet']);
  const leaveOnly = await teamAdmin(orgId, ['leave']);
  const officer = await teamAdmin(orgId, ['payroll.create']);
  const { deps } = await getHarness();
  await deps.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, officer.userId));
  const rows = [];
  for (const p of people) rows.push(await insertEmployee(orgId, { ...p, bankCode: '058' }));
  const created = await createRun(officer.token, {
    name: 'November payroll',
    period: '2026-11',
    employeeIds: rows.map((r) => r.id),
  });
  const run = await computeRun(officer.token, created.id);
  expect((await approve(s.token, run)).status).toBe(200);
  return { s, walletAdmin, leaveOnly, officer, run };
}

describe(
  '[PAYOUTS] a failed payout is told to the wallet admins and the run’s creator',
  { timeout: 120_000 },
  () => {
    it('a transfer the bank refuses: one notification and one e-mail each, in their language; nobody else', async () => {
      const { s, walletAdmin, leaveOnly, officer, run } = await runBy([
        { firstName: 'Ada', lastName: 'Paid', accountNumber: nuban('058') },
        { firstName: 'Bode', lastName: 'Closed', accountNumber: nuban('058', true) },
      ]);
      // nothing is told before the transfers are answered
      expect(await noticesOf(s.user.id)).toHaveLength(0);
      await drain();

      for (const who of [s.user.id, walletAdmin.userId]) {
        const notes = await noticesOf(who);
        expect(notes).toHaveLength(1);
        expect(notes[0]!.title).toBe('A payment failed: November payroll (2026-11)');
        expect(notes[0]!.body).toContain('Bode Closed');
        expect(notes[0]!.body).toMatch(/Account closed/);
        expect(notes[0]!.organizationId).toBe(s.organization.id);
      }
      const officerNotes = await noticesOf(officer.userId);
      expect(officerNotes).toHaveLength(1);
      expect(officerNotes[0]!.title).toBe('1 笔付款失败：November payroll（2026-11）');
      // the bank's reason in the reader's language too (lib/payout-failures.ts)
      expect(officerNotes[0]!.body).toContain('账户已关闭');
      expect(officerNotes[0]!.body).not.toContain('Account closed');
      expect(await noticesOf(leaveOnly.userId)).toHaveLength(0);

      const [employerMail] = await mailsTo(s.user.email);
      expect(employerMail?.subject).toBe('A payment failed: November payroll (2026-11)');
      expect(employerMail?.text).toContain(`/app/payroll/${run.id}`);
      expect(employerMail?.text).toMatch(/Account closed/);
      expect(await mailsTo(walletAdmin.user.email)).toHaveLength(1);
      expect((await mailsTo(officer.user.email))[0]?.subject).toBe(
        '1 笔付款失败：November payroll（2026-11）',
      );
      expect(await mailsTo(leaveOnly.user.email)).toHaveLength(0);

      // the bell shows it
      const bell = await api('/notifications/user', { token: s.token });
      expect(bell.body.data[0]).toMatchObject({
        type: 'payouts',
        title: 'A payment failed: November payroll (2026-11)',
      });
      // draining again tells nobody twice
      await drain();
      expect(await noticesOf(s.user.id)).toHaveLength(1);
    });

    it('a payout held for a name mismatch is told too (failed at once, nothing sent)', async () => {
      const s = await fundedEmployer({ NGN: 100_000_000_00 });
      const officer = await teamAdmin(s.organization.id, ['payroll.create']);
      // the sandbox names this account's holder TEMITOPE BELLO
      const tunde = await createEmployee(s.token, {
        firstName: 'Tunde',
        lastName: 'Bello',
        bankCode: '058',
        accountNumber: toNuban('058', '100000144'),
      });
      expect(tunde.bankVerificationStatus).toBe('name_mismatch');
      const created = await createRun(officer.token, { period: '2026-11', employeeIds: [tunde.id] });
      const run = await computeRun(officer.token, created.id);
      expect((await approve(s.token, run)).status).toBe(200);
      await drain();
      for (const who of [s.user.id, officer.userId]) {
        const notes = await noticesOf(who);
        expect(notes).toHaveLength(1);
        expect(notes[0]!.body).toContain('Tunde Bello');
        expect(notes[0]!.body).toContain('Name mismatch — check before paying');
      }
    });

    it('an earned wage access advance whose transfer fails is told to whoever granted it and the wallet admins', async () => {
      pinClockToThe12th();
      try {
        const { s, token, orgId } = await fundedEwaEmployer();
        await saveSettings(token);
        const granter = await teamAdmin(orgId, ['wallet', 'employees']);
        const e = await eligibleEmployee(orgId, { closedAccount: true, firstName: 'Kemi', lastName: 'Ade' });
        const res = await grant(granter.token, e.id, 100_000);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        await drain();
        const notes = await noticesOf(granter.userId);
        expect(notes).toHaveLength(1);
        expect(notes[0]!.title).toBe('A payment failed: earned wage access advance to Kemi Ade');
        expect((await noticesOf(s.user.id)).map((n) => n.title)).toEqual([notes[0]!.title]);
        expect((await mailsTo(granter.user.email))[0]?.text).toContain(
          '/app/employees/benefits/earned-wage-access',
        );
      } finally {
        clock.reset();
      }
    });
  },
);

afterAll(() => clock.reset());
