import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, chatTokens } from '@/server/db/schema';
import { offerApprovalLink } from '@/server/modules/chat/chat.service';
import { api, clock, getHarness, testConfig } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { chatOutbox, computedRun, insertEmployee, setPin, teamAdmin, tokenOf } from './fixtures';

/** An organisation with two employees and two approval levels: `first` (level 1) and `second` (level 2). */
async function twoLevels(pins: { first?: string; second?: string } = { first: '1357', second: '2468' }) {
  const s = await employerSession();
  const org = s.organization.id;
  await insertEmployee(org);
  await insertEmployee(org);
  const first = await teamAdmin(org, ['payroll.approve']);
  const second = await teamAdmin(org, ['payroll.approve']);
  if (pins.first) await setPin(first.token, first.email, pins.first);
  if (pins.second) await setPin(second.token, second.email, pins.second);
  const levels = [
    { level: 1, userId: first.userId },
    { level: 2, userId: second.userId },
  ];
  expect(
    (
      await api('/organizations/settings/approval-levels', {
        method: 'PATCH',
        token: s.token,
        body: { levels },
      })
    ).status,
  ).toBe(200);
  return { s, org, first, second };
}

const authoriseLinks = async (email: string) =>
  (await chatOutbox(email)).filter((m) => m.link.includes('/authorise/'));

describe('[CHAT] approval from chat', () => {
  it('offers level 1 on compute, level 2 after it, and takes the run to approved by PIN', async () => {
    const { s, first, second } = await twoLevels();
    const run = await computedRun(s.token);
    const [offer1] = await authoriseLinks(first.email);
    expect(offer1).toBeDefined();
    expect(await authoriseLinks(second.email)).toEqual([]);
    const t1 = tokenOf(offer1!.link, 'authorise');

    const view = await api(`/bot/account/authorize/${t1}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      organization: { name: s.organization.name },
      run: { name: 'Payroll 2026-11', period: '2026-11', headcount: 2, version: run.version },
      level: 1,
      levels: 2,
    });
    expect(view.body.data.run.totals).toEqual([
      expect.objectContaining({ currency: 'NGN', net: run.totals.NGN!.net }),
    ]);

    const ok1 = await api(`/bot/account/authorize/${t1}`, {
      method: 'POST',
      body: { pin: '1357', decision: 'approve' },
    });
    expect(ok1.status, JSON.stringify(ok1.body)).toBe(200);
    expect(ok1.body.data).toEqual({ decision: 'approve', status: 'pending_approval' });
    // Single use.
    expect(
      (
        await api(`/bot/account/authorize/${t1}`, {
          method: 'POST',
          body: { pin: '1357', decision: 'approve' },
        })
      ).status,
    ).toBe(404);
    expect((await api(`/bot/account/authorize/${t1}`)).status).toBe(404);

    const [offer2] = await authoriseLinks(second.email);
    const t2 = tokenOf(offer2!.link, 'authorise');
    const ok2 = await api(`/bot/account/authorize/${t2}`, {
      method: 'POST',
      body: { pin: '2468', decision: 'approve' },
    });
    expect(ok2.status, JSON.stringify(ok2.body)).toBe(200);
    // approved, then disbursed at once: the test employee has no bank account, so the row is failed (issue 13)
    expect(ok2.body.data.status).toBe('partially_paid');

    const detail = await api(`/payroll/${run.id}`, { token: s.token });
    expect(detail.body.data.status).toBe('partially_paid');
    expect(
      detail.body.data.approvals.map((a: { level: number; userId: string }) => [a.level, a.userId]),
    ).toEqual([
      [1, first.userId],
      [2, second.userId],
    ]);
    const { deps } = await getHarness();
    const audits = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entityId, run.id), eq(auditLogs.action, 'POST /bot/account/authorize/{token}')),
      );
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => [first.userId, second.userId].includes(a.actorUserId!))).toBe(true);
  });

  it('rejects with a reason (422 without one) and never offers an approver without a PIN', async () => {
    const { s, first, second } = await twoLevels({ first: '1357' });
    const run = await computedRun(s.token);
    const t1 = tokenOf((await authoriseLinks(first.email))[0]!.link, 'authorise');
    const noReason = await api(`/bot/account/authorize/${t1}`, {
      method: 'POST',
      body: { pin: '1357', decision: 'reject' },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();
    const rejected = await api(`/bot/account/authorize/${t1}`, {
      method: 'POST',
      body: { pin: '1357', decision: 'reject', reason: 'Overtime missing' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toEqual({ decision: 'reject', status: 'rejected' });
    const detail = await api(`/payroll/${run.id}`, { token: s.token });
    expect(detail.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Overtime missing' });
    expect(await authoriseLinks(second.email)).toEqual([]);
  });

  it('locks the link after 5 wrong PINs, without ever applying a decision', async () => {
    const { s, first } = await twoLevels();
    const run = await computedRun(s.token);
    const t1 = tokenOf((await authoriseLinks(first.email))[0]!.link, 'authorise');
    for (let i = 1; i <= 5; i++) {
      const wrong = await api(`/bot/account/authorize/${t1}`, {
        method: 'POST',
        body: { pin: '0000', decision: 'approve' },
      });
      expect(wrong.status).toBe(422);
      const left = 5 - i;
      expect(wrong.body.errors.pin).toEqual([
        left === 0 ? 'Wrong PIN. This link is now locked.' : `Wrong PIN. Attempts left: ${left}.`,
      ]);
    }
    // Locked: even the right PIN gets the one 404 now.
    const locked = await api(`/bot/account/authorize/${t1}`, {
      method: 'POST',
      body: { pin: '1357', decision: 'approve' },
    });
    expect(locked.status).toBe(404);
    expect((await api(`/bot/account/authorize/${t1}`)).status).toBe(404);
    const detail = await api(`/payroll/${run.id}`, { token: s.token });
    expect(detail.body.data).toMatchObject({ status: 'pending_approval', approvedLevels: 0 });
  });

  it('expires after 30 minutes and answers unknown, expired and used links alike', async () => {
    const { s, first } = await twoLevels();
    await computedRun(s.token);
    const t1 = tokenOf((await authoriseLinks(first.email))[0]!.link, 'authorise');
    const unknown = await api(`/bot/account/authorize/${'a'.repeat(43)}`, {
      method: 'POST',
      body: { pin: '1357', decision: 'approve' },
    });
    expect(unknown.status).toBe(404);
    clock.advance(31 * 60 * 1000);
    try {
      const expired = await api(`/bot/account/authorize/${t1}`, {
        method: 'POST',
        body: { pin: '1357', decision: 'approve' },
      });
      expect(expired.status).toBe(404);
      expect(expired.body).toEqual(unknown.body);
      expect((await api(`/bot/account/authorize/${t1}`)).body).toEqual(
        (await api(`/bot/account/authorize/${'a'.repeat(43)}`)).body,
      );
    } finally {
      clock.reset();
    }
  });

  it('decides once when the same link is used twice at the same moment', async () => {
    const { s, first } = await twoLevels();
    const run = await computedRun(s.token);
    const t1 = tokenOf((await authoriseLinks(first.email))[0]!.link, 'authorise');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(`/bot/account/authorize/${t1}`, { method: 'POST', body: { pin: '1357', decision: 'approve' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 404 || a.status === 409)).toBe(true);
    const detail = await api(`/payroll/${run.id}`, { token: s.token });
    expect(detail.body.data.approvedLevels).toBe(1);
  });

  it('voids the open links of a run when it is computed again, and a link only decides its own level', async () => {
    const { s, first } = await twoLevels();
    const run = await computedRun(s.token);
    const old = tokenOf((await authoriseLinks(first.email))[0]!.link, 'authorise');
    expect(
      (await api('/payroll/compute', { method: 'POST', token: s.token, body: { payrollId: run.id } })).status,
    ).toBe(200);
    expect((await api(`/bot/account/authorize/${old}`)).status).toBe(404);
    const fresh = (await authoriseLinks(first.email))[0]!;
    expect(tokenOf(fresh.link, 'authorise')).not.toBe(old);

    // A link made by hand for level 2 while the run waits for level 1 does nothing.
    const { deps } = await getHarness();
    const stray = await offerApprovalLink(deps.db, {
      organizationId: s.organization.id,
      runId: run.id,
      approverUserId: first.userId,
      level: 2,
      appUrl: 'https://pay.example.test',
    });
    expect(stray).not.toBeNull();
    // the link starts with the server's configured URL (deps.config.appUrl), not a default of its own
    expect((await authoriseLinks(first.email)).map((m) => m.link)).toContain(
      `https://pay.example.test/authorise/${stray}`,
    );
    expect(fresh.link.startsWith(`${testConfig.appUrl}/authorise/`)).toBe(true);
    expect((await api(`/bot/account/authorize/${stray}`)).status).toBe(404);
    const rows = await deps.db.select().from(chatTokens).where(eq(chatTokens.runId, run.id));
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
  });
});
