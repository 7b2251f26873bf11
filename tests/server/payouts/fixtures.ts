import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema';
import { nubanCheckDigit, toNuban } from '@/server/modules/payments/nuban';
import { postTransaction } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

/** A valid NUBAN at `bank` whose last four digits are 0000 (the sandbox's closed account) or not. */
export function nuban(bank = '044', closed = false): string {
  for (let n = 0; n < 1_000_000; n++) {
    const serial = closed
      ? `${String(100_000 + ((Math.random() * 800_000) | 0))}000`
      : String(100_000_000 + ((Math.random() * 899_999_999) | 0));
    if (closed && nubanCheckDigit(bank, serial) !== 0) continue;
    const account = toNuban(bank, serial);
    if (!closed && account.endsWith('0000')) continue;
    return account;
  }
  throw new Error('no nuban');
}

/** An employer with a wallet per currency holding `funds` (minor units), credited through the ledger. */
export async function fundedEmployer(funds: Record<string, number>) {
  const s = await employerSession();
  const { deps } = await getHarness();
  const wallets: Record<string, string> = {};
  for (const [currency, amount] of Object.entries(funds)) {
    const res = await api('/organizations/create-wallet', {
      method: 'POST',
      token: s.token,
      body: { currency },
    });
    expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
    wallets[currency] = res.body.data.id;
    if (amount > 0) {
      await postTransaction(deps.db, {
        organizationId: s.organization.id,
        walletId: wallets[currency]!,
        type: 'funding',
        direction: 'credit',
        amount,
        currency,
        idempotencyKey: `fund-${crypto.randomUUID()}`,
      });
    }
  }
  return { ...s, wallets };
}

/** Balance of any ledger account of the organisation. */
export async function accountBalance(organizationId: string, account: string) {
  const { deps } = await getHarness();
  const r = (await deps.db.execute(
    sql`select coalesce(sum(amount), 0)::bigint as n from ledger_entries where organization_id = ${organizationId} and account = ${account}`,
  )) as unknown as { rows: { n: string }[] };
  return Number(r.rows[0]!.n);
}

/** The ledger invariants: every transaction's entries sum to zero, and so does the organisation's ledger. */
export async function expectLedgerBalanced(organizationId: string) {
  const { deps } = await getHarness();
  const r = (await deps.db.execute(sql`
    select t.id, coalesce(sum(e.amount), 0)::bigint as total, count(e.id)::int as n from ledger_transactions t
    left join ledger_entries e on e.transaction_id = t.id where t.organization_id = ${organizationId} group by t.id`)) as unknown as {
    rows: { id: string; total: string; n: number }[];
  };
  for (const row of r.rows) {
    expect(Number(row.total)).toBe(0);
    expect(row.n).toBe(2);
  }
  const all = await deps.db
    .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizationId, organizationId));
  expect(Number(all[0]!.n)).toBe(0);
  return r.rows.length;
}

export const walletTransactions = async (organizationId: string) => {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.organizationId, organizationId));
};
