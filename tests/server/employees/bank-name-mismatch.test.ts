import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, payouts, sandboxTransfers } from '@/server/db/schema';
import { toNuban } from '@/server/modules/payments/nuban';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { drain, getJobs } from '../jobs/harness';
import { approve, detail as runDetail } from '../payroll/disbursement-fixtures';
import { computeRun, createRun } from '../payroll/fixtures';
import { accountBalance, expectLedgerBalanced, fundedEmployer } from '../payouts/fixtures';
import { createEmployee, detail, GOOD_ACCOUNT, GOOD_ACCOUNT_HOLDER, teamAdmin } from './fixtures';

/** A GTBank account the sandbox bank says is held by "TEMITOPE BELLO". */
const TEMITOPE_BELLO = toNuban('058', '100000144');
const MISMATCH = 'Name mismatch — check before paying';

beforeAll(async () => {
  await getJobs();
});

const tunde = (o: Record<string, unknown> = {}) => ({
  firstName: 'Tunde',
  lastName: 'Bello',
  bankCode: '058',
  accountNumber: TEMITOPE_BELLO,
  ...o,
});

const acceptName = (token: string, id: string) =>
  api(`/employees/${id}/accept-bank-name`, { method: 'PATCH', token });

describe('[EMPLOYEES] bank account holder name against the employee’s', () => {
  it('TEMITOPE BELLO for Tunde Bello is a name mismatch, not verified', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token, tunde());
    expect(e).toMatchObject({
      accountName: 'TEMITOPE BELLO',
      bankVerified: false,
      bankVerificationStatus: 'name_mismatch',
      bankNameAcceptedAt: null,
    });
    expect(await detail(s.token, e.id)).toMatchObject({ bankVerificationStatus: 'name_mismatch' });
    // the employees list counts it with the unverified accounts
    const list = await api('/employees?perPage=100', { token: s.token });
    expect(list.status).toBe(200);
  });

  it('verifies the same account for the holder: any order, a middle name, accents, case', async () => {
    const s = await employerSession();
    for (const names of [
      { firstName: 'Temitope', lastName: 'Bello' },
      { firstName: 'Temitope', lastName: 'Bello', otherNames: 'Adewale' },
      { firstName: 'Bello', lastName: 'Temitope' },
      { firstName: 'Témítọ́pẹ́', lastName: 'BELLO' },
    ]) {
      const e = await createEmployee(s.token, tunde(names));
      expect([names, e.bankVerified, e.bankVerificationStatus]).toEqual([names, true, 'verified']);
    }
  });

  it('compares again when the names change: fixed to the holder’s name it is verified, changed away a mismatch', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token, tunde());
    const put = (body: object) => api(`/employees/${e.id}`, { method: 'PUT', token: s.token, body });
    const fixed = await put({ firstName: 'Temitope' });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({ bankVerified: true, bankVerificationStatus: 'verified' });
    const changed = await put({ firstName: 'Tunde' });
    expect(changed.body.data).toMatchObject({ bankVerified: false, bankVerificationStatus: 'name_mismatch' });
    // a new account in the employee's name verifies at once
    const other = await put({ ...GOOD_ACCOUNT_HOLDER, bankCode: '058', accountNumber: GOOD_ACCOUNT });
    expect(other.body.data).toMatchObject({
      accountName: 'CHIDI OKONKWO',
      bankVerificationStatus: 'verified',
    });
  });

  it('PATCH accept-bank-name: verified from then on, audited; 409 without a mismatch, 404 elsewhere, 403 without employees', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token, tunde());
    const noRight = await teamAdmin(s.organization.id, ['leave']);
    expect((await acceptName(noRight.token, e.id)).status).toBe(403);
    const other = await employerSession();
    expect((await acceptName(other.token, e.id)).status).toBe(404);

    const res = await acceptName(s.token, e.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Account name accepted. Payments to this account can go out.');
    expect(res.body.data).toMatchObject({
      accountName: 'TEMITOPE BELLO',
      bankVerified: true,
      bankVerificationStatus: 'name_accepted',
    });
    expect(res.body.data.bankNameAcceptedAt).toEqual(expect.any(String));
    const { deps } = await getHarness();
    const [audit] = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityId, e.id),
          eq(auditLogs.action, 'PATCH /employees/{employee_id}/accept-bank-name'),
        ),
      );
    expect(audit).toMatchObject({ actorUserId: s.user.id, entity: 'employees' });
    expect(audit!.before).toMatchObject({ bankVerificationStatus: 'name_mismatch' });
    expect(audit!.after).toMatchObject({ bankVerificationStatus: 'name_accepted' });

    const again = await acceptName(s.token, e.id);
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    expect(again.body.message).toBe('This bank account has no name mismatch to accept.');
    const matched = await createEmployee(s.token, tunde({ firstName: 'Temitope' }));
    expect((await acceptName(s.token, matched.id)).status).toBe(409);
    // a new account is compared afresh: the acceptance does not carry over
    const moved = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { bankCode: '058', accountNumber: GOOD_ACCOUNT },
    });
    expect(moved.body.data).toMatchObject({
      bankVerificationStatus: 'name_mismatch',
      bankNameAcceptedAt: null,
    });
  });
});

describe('[EMPLOYEES] a payout to a name-mismatched account', { timeout: 120_000 }, () => {
  it('waits like a failed one (nothing sent, money back in the wallet) until an admin accepts; then the retry pays it', async () => {
    const s = await fundedEmployer({ NGN: 100_000_000_00 });
    const { deps } = await getHarness();
    const held = await createEmployee(s.token, tunde());
    const paid = await createEmployee(s.token, {
      ...GOOD_ACCOUNT_HOLDER,
      bankCode: '058',
      accountNumber: GOOD_ACCOUNT,
    });
    const run = await computeRun(
      s.token,
      (await createRun(s.token, { period: '2026-11', employeeIds: [held.id, paid.id] })).id,
    );
    const walletId = s.wallets.NGN!;
    const start = await getBalance(deps.db, walletId);
    expect((await approve(s.token, run)).status).toBe(200);
    await drain();

    let d = await runDetail(s.token, run.id);
    const rowOf = (id: string) => d.employees.find((r) => r.employeeId === id)!;
    expect(d.status).toBe('partially_paid');
    expect(rowOf(paid.id).payoutStatus).toBe('paid');
    expect([rowOf(held.id).payoutStatus, rowOf(held.id).payoutFailureReason]).toEqual(['failed', MISMATCH]);
    // nothing went to the bank for the held row, and its money is back in the wallet
    const heldPayouts = await deps.db
      .select()
      .from(payouts)
      .where(eq(payouts.subjectId, rowOf(held.id).id));
    expect(heldPayouts).toHaveLength(1);
    expect(
      await deps.db
        .select()
        .from(sandboxTransfers)
        .where(
          inArray(
            sandboxTransfers.reference,
            heldPayouts.map((p) => p.reference),
          ),
        ),
    ).toHaveLength(0);
    expect(await getBalance(deps.db, walletId)).toBe(start - rowOf(paid.id).net);
    const failed = (await api(`/payroll/${run.id}/disbursement`, { token: s.token })).body.data.failed;
    expect(failed).toMatchObject([{ employeeId: held.id, reason: MISMATCH }]);

    // retried before anyone accepts the name, it is held again
    const early = await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: s.token });
    expect(early.body.data).toMatchObject({ retried: 1 });
    await drain();
    d = await runDetail(s.token, run.id);
    expect([d.status, rowOf(held.id).payoutStatus, rowOf(held.id).payoutFailureReason]).toEqual([
      'partially_paid',
      'failed',
      MISMATCH,
    ]);

    expect((await acceptName(s.token, held.id)).status).toBe(200);
    const retry = await api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: s.token });
    expect(retry.body.data).toMatchObject({ retried: 1, status: 'disbursing' });
    await drain();
    d = await runDetail(s.token, run.id);
    expect(d.status).toBe('paid');
    expect(rowOf(held.id).payoutStatus).toBe('paid');
    expect(await getBalance(deps.db, walletId)).toBe(start - rowOf(paid.id).net - rowOf(held.id).net);
    expect(await accountBalance(s.organization.id, `payroll:${run.id}`)).toBe(
      rowOf(paid.id).net + rowOf(held.id).net,
    );
    await expectLedgerBalanced(s.organization.id);
  });
});
