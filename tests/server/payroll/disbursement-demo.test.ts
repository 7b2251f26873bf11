import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payrollRuns } from '@/server/db/schema';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '@/server/seed/demo';
import { api, getHarness } from '../helpers/app';
import { ensureDemoSeeded } from '../helpers/demo';
import { signIn } from '../helpers/accounts';
import { accountBalance, expectLedgerBalanced } from '../payouts/fixtures';

describe('[PAYROLL] demo seed disbursement', () => {
  it('October 2026 is paid from the wallets: one payout posting per currency, every row paid, the ledger balanced', async () => {
    await ensureDemoSeeded();
    const s = await signIn(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    // by period: another test in this worker may have added a newer run to the demo organisation
    const october = (await api('/payroll?perPage=100', { token: s.token })).body.data.find(
      (r: { period: string }) => r.period === '2026-10',
    );
    expect(october.status).toBe('paid');
    const detail = await api(`/payroll/${october.id}?perPage=100`, { token: s.token });
    const rows = detail.body.data.employees as {
      payoutStatus: string | null;
      flagged: boolean;
      net: number;
    }[];
    expect(rows.filter((r) => !r.flagged && r.net > 0).every((r) => r.payoutStatus === 'paid')).toBe(true);
    const wallets = (await api('/organizations/wallets', { token: s.token })).body.data as {
      id: string;
      currency: string;
    }[];
    for (const currency of ['NGN', 'USD']) {
      const wallet = wallets.find((w) => w.currency === currency)!;
      const tx = (await api(`/wallets/${wallet.id}/transactions?perPage=100`, { token: s.token })).body
        .data as { type: string; amount: number; description: string | null }[];
      // the run's own posting (the demo's earned-wage advances are payouts from the wallet too)
      const payoutsOut = tx.filter(
        (t) => t.type === 'payout' && t.description?.includes('October 2026 payroll'),
      );
      expect(payoutsOut).toHaveLength(1);
      expect(payoutsOut[0]!.amount).toBe(october.totals[currency].net);
    }
    const { deps } = await getHarness();
    const [run] = await deps.db
      .select({ organizationId: payrollRuns.organizationId })
      .from(payrollRuns)
      .where(eq(payrollRuns.id, october.id));
    expect(await accountBalance(run!.organizationId, `payroll:${october.id}`)).toBe(
      october.totals.NGN.net + october.totals.USD.net,
    );
    await expectLedgerBalanced(run!.organizationId);
  }, 240_000);
});
