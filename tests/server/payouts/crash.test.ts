import { spawn } from 'node:child_process';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts, sandboxTransferRequests, sandboxTransfers } from '@/server/db/schema';
import { encryptField } from '@/server/crypto/field-cipher';
import { moveToClearing, requireFunds } from '@/server/modules/payouts/payouts-funds.service';
import { queuePayouts, type PayoutItem } from '@/server/modules/payouts/payouts.service';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { getHarness } from '../helpers/app';
import { accountBalance, expectLedgerBalanced, fundedEmployer, nuban } from './fixtures';
import { ledgerText } from '@/server/modules/wallet/ledger.service';

/** Runs the worker script in a child process; resolves with how it ended. */
function worker(env: Record<string, string>) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    // node itself (not npx/tsx wrappers), so the signal that ends the worker is the one we see
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'tests/server/payouts/crash-worker.ts'],
      {
        env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'silent', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

// A second process needs a database it can share: PostgreSQL (the server-pg project), never PGlite.
describe.runIf(process.env.TEST_DB === 'pg')(
  '[PAYOUTS] kill -9 between sending and recording',
  { timeout: 240_000 },
  () => {
    it('a worker killed right after a transfer reached the provider, restarted, pays nobody twice', async () => {
      const N = 40;
      const s = await fundedEmployer({ NGN: 100_000_000 });
      const { deps } = await getHarness();
      const sourceId = crypto.randomUUID();
      const clearingAccount = `test:${sourceId}`;
      const items: PayoutItem[] = Array.from({ length: N }, (_, i) => {
        const account = nuban();
        return {
          organizationId: s.organization.id,
          source: 'test',
          sourceId,
          subjectId: crypto.randomUUID(),
          attempt: 1,
          walletId: s.wallets.NGN!,
          currency: 'NGN',
          amount: 10_000 + i,
          country: 'NG',
          bankCode: '044',
          accountNumberEnc: encryptField(account),
          accountNumberLast4: account.slice(-4),
          accountName: 'A Person',
          nameEnquiry: false,
          clearingAccount,
          narration: 'Crash test',
        };
      });
      const total = items.reduce((t, i) => t + i.amount, 0);
      await deps.db.transaction(async (tx) => {
        await requireFunds(
          tx,
          s.organization.id,
          [{ currency: 'NGN', amount: total, transfers: N }],
          createSandboxProvider(),
        );
        await moveToClearing(tx, {
          organizationId: s.organization.id,
          walletId: s.wallets.NGN!,
          currency: 'NGN',
          amount: total,
          clearingAccount,
          key: `crash:${sourceId}`,
          description: ledgerText('payrollRun', { run: 'Crash batch', count: items.length }),
        });
        await queuePayouts(tx, items, new Date());
      });

      const crashed = await worker({ CRASH_AFTER_SENDS: '7' });
      expect(crashed.signal, crashed.output).toBe('SIGKILL');
      const mid = await deps.db.select().from(payouts).where(eq(payouts.sourceId, sourceId));
      const references = mid.map((p) => p.reference);
      const sentBeforeCrash = await deps.db
        .select()
        .from(sandboxTransfers)
        .where(inArray(sandboxTransfers.reference, references));
      expect(sentBeforeCrash.length).toBeGreaterThanOrEqual(7);
      // the provider has transfers the dead worker never recorded as paid
      const unrecorded = sentBeforeCrash.filter(
        (t) => mid.find((p) => p.reference === t.reference)!.status !== 'paid',
      );
      expect(unrecorded.length).toBeGreaterThan(0);

      // The restarted worker sweeps what the dead one left. The server-pg test files share this database and
      // drain its queues from their own processes, so one of these jobs may be running elsewhere at that moment
      // (a suite-wide run failed this way): a worker started again later finds it finished or takes it up.
      const settled = async () => {
        const rows = await deps.db.select().from(payouts).where(eq(payouts.sourceId, sourceId));
        return rows.filter((p) => p.status !== 'paid').map((p) => [p.status, p.failureReason, p.attempt]);
      };
      let unpaid: unknown[] = [];
      for (let round = 0; round < 4; round++) {
        const restarted = await worker({ SWEEP_AT_START: '1' });
        expect(restarted.code, restarted.output).toBe(0);
        unpaid = await settled();
        if (unpaid.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      expect(unpaid).toEqual([]);
      // each reference reached the provider as one transfer; each subject was paid under one reference only
      const sent = await deps.db
        .select()
        .from(sandboxTransfers)
        .where(inArray(sandboxTransfers.reference, references));
      expect(sent).toHaveLength(N);
      expect(sent.every((t) => t.status === 'successful')).toBe(true);
      expect(sent.reduce((t, x) => t + x.amount, 0)).toBe(total);
      const requests = await deps.db
        .select({ reference: sandboxTransferRequests.reference, n: sql<number>`count(*)::int` })
        .from(sandboxTransferRequests)
        .where(inArray(sandboxTransferRequests.reference, references))
        .groupBy(sandboxTransferRequests.reference);
      // some references were sent again after the crash (that is the point): paying them once is the provider's promise
      expect(requests.length).toBe(N);
      expect(await accountBalance(s.organization.id, clearingAccount)).toBe(total);
      expect(await accountBalance(s.organization.id, `wallet:${s.wallets.NGN}`)).toBe(100_000_000 - total);
      await expectLedgerBalanced(s.organization.id);
    });
  },
);
