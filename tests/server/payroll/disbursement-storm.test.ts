import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, ledgerTransactions, payouts, sandboxTransfers } from '@/server/db/schema';
import { encryptField } from '@/server/crypto/field-cipher';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import { expectLedgerBalanced, nuban } from '../payouts/fixtures';
import { approve, detail, runToPay } from './disbursement-fixtures';

beforeAll(async () => {
  await getJobs();
});

/**
 * 64 requests at once on one run: final approvals (each with its own Idempotency-Key) and retries, while the
 * workers drain. On the PostgreSQL project (TEST_DB=pg) they really run concurrently on a pool of connections.
 */
describe('[PAYROLL] disbursement storm', { timeout: 180_000 }, () => {
  it('64 concurrent final approvals and retries move the money exactly once per currency and pay each employee once', async () => {
    const FUNDS = { NGN: 100_000_000_00, USD: 10_000_00 };
    const { s, people, run } = await runToPay({ n: 5, closed: 1, usd: FUNDS.USD });
    const { deps } = await getHarness();
    const retry = (i: number) =>
      api(`/payroll/${run.id}/retry-failed`, {
        method: 'POST',
        token: s.token,
        headers: { 'idempotency-key': `storm-r-${i}-${run.id}` },
      });
    const first = await Promise.all([
      ...Array.from({ length: 48 }, (_, i) => approve(s.token, run, `storm-a-${i}-${run.id}`)),
      ...Array.from({ length: 16 }, (_, i) => retry(i)),
      drain(),
    ]);
    const answers = first.slice(0, 64) as { status: number }[];
    const approvals = answers.slice(0, 48);
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(1);
    expect(approvals.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    // retries before anything failed: refused (run not disbursing yet) or nothing to retry
    for (const r of answers.slice(48) as { status: number; body: { data?: { retried: number } } }[]) {
      expect([200, 409]).toContain(r.status);
      if (r.status === 200) expect(r.body.data!.retried).toBe(0);
    }
    await drain();
    expect((await detail(s.token, run.id)).status).toBe('partially_paid');

    // fix the closed account, then a second storm of retries racing the workers
    const fixed = nuban();
    const closed = people.find((p) => p.firstName === 'Closed')!;
    await deps.db
      .update(employees)
      .set({ accountNumberEnc: encryptField(fixed), accountNumberLast4: fixed.slice(-4) })
      .where(eq(employees.id, closed.id));
    const second = await Promise.all([...Array.from({ length: 64 }, (_, i) => retry(100 + i)), drain()]);
    const retried = (second.slice(0, 64) as { status: number; body: { data: { retried: number } } }[])
      .filter((r) => r.status === 200)
      .map((r) => r.body.data.retried);
    expect(retried.filter((n) => n === 1)).toHaveLength(1);
    await drain();
    const d = await detail(s.token, run.id);
    expect(d.status).toBe('paid');

    // the wallet was debited once per currency at approval, once more for the one retry, and credited once for the failure
    const tx = await deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.organizationId, s.organization.id));
    const payoutsOut = tx.filter((t) => t.type === 'payout');
    expect(payoutsOut.map((t) => t.currency).sort()).toEqual(['NGN', 'NGN', 'USD']);
    expect(tx.filter((t) => t.type === 'reversal')).toHaveLength(1);
    for (const currency of ['NGN', 'USD'] as const) {
      const walletId = payoutsOut.find((t) => t.currency === currency)!.walletId;
      expect(await getBalance(deps.db, walletId)).toBe(FUNDS[currency] - run.totals[currency]!.net!);
    }
    // each employee paid exactly once: one paid payout per row, one successful sandbox transfer per row
    const rows = await deps.db.select().from(payouts).where(eq(payouts.sourceId, run.id));
    const paid = rows.filter((r) => r.status === 'paid');
    expect(paid).toHaveLength(d.employees.length);
    expect(new Set(paid.map((r) => r.subjectId)).size).toBe(d.employees.length);
    const sent = await deps.db
      .select()
      .from(sandboxTransfers)
      .where(
        inArray(
          sandboxTransfers.reference,
          rows.map((r) => r.reference),
        ),
      );
    const successes = sent.filter((t) => t.status === 'successful');
    expect(successes).toHaveLength(d.employees.length);
    expect(successes.reduce((t, x) => t + (x.currency === 'NGN' ? x.amount : 0), 0)).toBe(
      run.totals.NGN!.net,
    );
    await expectLedgerBalanced(s.organization.id);
    const clearing = await deps.db.execute(
      sql`select coalesce(sum(amount),0)::bigint as n from ledger_entries where account = ${`payroll:${run.id}`}`,
    );
    expect(Number((clearing as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBe(
      run.totals.NGN!.net! + run.totals.USD!.net!,
    );
  });
});
