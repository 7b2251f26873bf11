import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, statutoryReceipts } from '@/server/db/schema';
import { drainJobs } from '@/server/queue/runner';
import { getFileStorage } from '@/server/modules/files/files.storage';
import type { PaymentsProvider } from '@/server/payments-provider';
import { REMITTANCES_JOBS, statutoryClearing } from '@/server/modules/remittances/remittances.auto-remit';
import { getAccountBalance } from '@/server/modules/wallet/ledger.service';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { fundWallet } from '../billing/fixtures';
import { useTempUploadDir } from '../files/upload';
import { drain, getJobs } from '../jobs/harness';
import { approvedRun, liabilities } from './fixtures';

beforeAll(() => void useTempUploadDir());

/** An organisation with auto-remit on and money for its run and its remittances. */
async function autoRemitting() {
  const s = await employerSession();
  const toggle = await api('/organizations/settings/toggle', {
    method: 'PATCH',
    token: s.token,
    body: { key: 'payroll.autoRemitStatutory', enabled: true },
  });
  expect(toggle.status, JSON.stringify(toggle.body)).toBe(200);
  await fundWallet(s.organization.id, 10_000_000_000);
  return s;
}

const clearing = async (organizationId: string, type: string) =>
  getAccountBalance((await getHarness()).deps.db, organizationId, statutoryClearing(type));

describe('[REMITTANCES] remitting from the platform', { timeout: 120_000 }, () => {
  it('funds each type on approval, pays every payee once through the provider and records the receipt with an advice PDF', async () => {
    const { deps } = await getHarness();
    const s = await autoRemitting();
    const { runId } = await approvedRun(s.token, s.organization.id);
    const paye = await liabilities(s.token, 'paye', `&payrollId=${runId}`);
    const pension = await liabilities(s.token, 'pension', `&payrollId=${runId}`);
    expect(paye.length).toBe(2); // Lagos and Ogun
    // the approval moved each type's total to its clearing account; nothing is recorded as paid yet
    expect(await clearing(s.organization.id, 'paye')).toBe(paye.reduce((t, l) => t + l.amount, 0));
    expect(await clearing(s.organization.id, 'pension')).toBe(pension.reduce((t, l) => t + l.amount, 0));
    expect(paye.every((l) => l.remitted === 0)).toBe(true);

    await drain();
    await drain(); // a second pass (redelivery) records nothing more
    for (const type of ['paye', 'pension', 'nhf']) {
      const after = await liabilities(s.token, type, `&payrollId=${runId}`);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((l) => l.status === 'remitted' && l.outstanding === 0)).toBe(true);
    }
    const receipts = await api(`/statutory/payment-receipts?type=paye&payrollId=${runId}`, {
      token: s.token,
    });
    expect(receipts.status).toBe(200);
    const rows = receipts.body.data as {
      source: string;
      reference: string;
      fileId: string;
      amount: number;
    }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.source === 'auto' && /^SBX-RMT-/.test(r.reference) && r.fileId)).toBe(true);
    expect(rows.reduce((t, r) => t + r.amount, 0)).toBe(paye.reduce((t, l) => t + l.amount, 0));
    // the advice is a real PDF the receipts screen opens
    const [file] = await deps.db.select().from(files).where(eq(files.id, rows[0]!.fileId));
    const bytes = await getFileStorage().get(file!.storageKey);
    expect(Buffer.from(bytes!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(bytes!).toString('latin1')).toContain('Remittance advice');
    expect(await clearing(s.organization.id, 'paye')).toBe(paye.reduce((t, l) => t + l.amount, 0));
  });

  it('a failed remittance returns its money to the wallet and leaves the liability outstanding for a manual receipt', async () => {
    const { deps } = await getHarness();
    const s = await autoRemitting();
    const { runId } = await approvedRun(s.token, s.organization.id, '2026-10');
    const failing = {
      ...(await getJobs()).ctx.payments,
      remitStatutory: async (input) => ({
        reference: input.reference,
        providerReference: null,
        status: 'failed' as const,
        failureReason: 'Collection account closed',
      }),
    } satisfies PaymentsProvider;
    const { boss, ctx } = await getJobs();
    expect(await clearing(s.organization.id, 'paye')).toBeGreaterThan(0);
    await drainJobs(boss, { ...ctx, payments: failing }, REMITTANCES_JOBS);
    const paye = await liabilities(s.token, 'paye', `&payrollId=${runId}`);
    expect(paye.every((l) => l.remitted === 0 && l.outstanding === l.amount)).toBe(true);
    expect(await clearing(s.organization.id, 'paye')).toBe(0);
    expect(await clearing(s.organization.id, 'pension')).toBe(0);
    const ids = paye.map((l) => l.id);
    const auto = await deps.db
      .select()
      .from(statutoryReceipts)
      .where(and(eq(statutoryReceipts.organizationId, s.organization.id)));
    expect(auto.filter((r) => ids.includes(r.liabilityId))).toHaveLength(0);
  });

  it('with auto-remit off (the default) the approval moves nothing for the authorities', async () => {
    const s = await employerSession();
    await fundWallet(s.organization.id, 10_000_000_000);
    await approvedRun(s.token, s.organization.id, '2026-09');
    expect(await clearing(s.organization.id, 'paye')).toBe(0);
  });
});
