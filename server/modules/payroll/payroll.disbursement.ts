import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { payrollRunEmployees } from '@/server/db/schema';
import { conflict, notFound } from '@/server/errors';
import { listPayoutAccounts } from '@/server/modules/employees/employees-bank.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { organizationRail } from '@/server/modules/payments/payments-rails.service';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import type { PaymentsProvider } from '@/server/payments-provider';
import {
  moveToClearing,
  requireFunds,
  type CurrencyNeed,
} from '@/server/modules/payouts/payouts-funds.service';
import {
  awaitingRetry,
  inFlight,
  isUnsendable,
  latestPayouts,
  payoutCounts,
  queuePayouts,
  resumeHeld,
  type PayoutItem,
} from '@/server/modules/payouts/payouts.service';
import { ledgerText, type LedgerText } from '@/server/modules/wallet/ledger.service';
import { PAYROLL_SOURCE } from './payroll-disbursement.read';
import { payrollPayoutListener } from './payroll.payout-listener';
import * as repo from './payroll.repo';

/**
 * Paying a run. On the final approval (payroll-release.ts's hook, in the approval's transaction, when paid
 * now; at 06:00 on the pay date when scheduled, the money being moved at the approval): every currency's wallet must
 * cover the run's net pay (422 INSUFFICIENT_FUNDS otherwise, and the approval is refused), ONE ledger
 * transaction per currency moves the total to the clearing account `payroll:<runId>`, a payout per employee
 * is queued, and the run is `disbursing`. Outcomes arrive through payroll.payout-listener.ts, which ends the
 * run `paid` or `partially_paid`. retryFailed sends the failed rows again with the employee's current bank
 * details, as a new attempt (new reference), after moving their amount to clearing again.
 */
export const clearingAccountOf = (runId: string) => `payroll:${runId}`;

export type Subject = { id: string; employeeId: string; currency: string; net: number };

/** Payout items for run rows, with each employee's bank details as they are now. */
export async function itemsFor(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  runName: string,
  subjects: Subject[],
  attempts: Map<string, number>,
) {
  // one after another: `db` is the approval's transaction (a single connection)
  const accounts = await listPayoutAccounts(db, organizationId, [
    ...new Set(subjects.map((s) => s.employeeId)),
  ]);
  const organization = await findOrganization(db, organizationId);
  return (wallets: Map<string, string>): PayoutItem[] =>
    subjects.map((s) => {
      const a = accounts.get(s.employeeId);
      return {
        organizationId,
        source: PAYROLL_SOURCE,
        sourceId: runId,
        subjectId: s.id,
        attempt: attempts.get(s.id) ?? 1,
        walletId: wallets.get(s.currency) ?? null,
        currency: s.currency,
        amount: s.net,
        country: organization?.country ?? 'NG',
        bankCode: a?.bankCode ?? null,
        accountNumberEnc: a?.accountNumberEnc ?? null,
        accountNumberLast4: a?.accountNumberLast4 ?? null,
        accountName: a?.accountName ?? null,
        // accounts never confirmed by a name enquiry (imported ones) get one before their transfer
        nameEnquiry: !a?.bankVerifiedAt,
        clearingAccount: clearingAccountOf(runId),
        narration: `${organization?.name ?? 'Paygrid'} ${runName}`.slice(0, 100),
      };
    });
}

/** What the items need per currency: an item without a bank account moves no money (it is recorded failed). */
export function needsOf(items: PayoutItem[]): Map<string, CurrencyNeed> {
  const needs = new Map<string, CurrencyNeed>();
  for (const item of items) {
    const need = needs.get(item.currency) ?? { currency: item.currency, amount: 0, transfers: 0 };
    if (!isUnsendable(item)) {
      need.amount += item.amount;
      need.transfers += 1;
    }
    needs.set(item.currency, need);
  }
  return needs;
}

/**
 * A run's ledger text without its count (the count of transfers is added per currency): the run's own name,
 * never "Payroll <name> <period>" (a default name already reads "Payroll November 2026").
 */
export type RunLedgerText = {
  key: Extract<LedgerText['key'], 'payrollRun' | 'payrollRetry' | 'payrollScheduled'>;
  params: Record<string, string | number>;
};

/**
 * Checks funds and posts one clearing transaction per currency with money to send (key
 * `payroll:<runId>:<currency>:<keyPart>`). Returns the wallet per currency and the amount held per currency.
 */
export async function fundClearing(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  description: RunLedgerText,
  needs: Map<string, CurrencyNeed>,
  keyPart: string,
  provider: PaymentsProvider,
) {
  // only currencies with money to send need a wallet: a currency whose every employee lacks a bank account
  // moves nothing (its rows are recorded failed, to retry once the details are fixed)
  const wallets = await requireFunds(
    db,
    organizationId,
    [...needs.values()].filter((n) => n.amount > 0),
    // the fees are the organisation's rail's (payments.provider), which its payouts will go through
    await organizationRail(db, provider, organizationId),
  );
  for (const need of needs.values()) {
    if (need.amount === 0) continue;
    await moveToClearing(db, {
      organizationId,
      walletId: wallets.get(need.currency)!,
      currency: need.currency,
      amount: need.amount,
      clearingAccount: clearingAccountOf(runId),
      key: `payroll:${runId}:${need.currency}:${keyPart}`,
      description: ledgerText(description.key, { ...description.params, count: need.transfers }),
      metadata: { payrollRunId: runId },
    });
  }
  const held: Record<string, number> = {};
  for (const need of needs.values()) if (need.amount > 0) held[need.currency] = need.amount;
  return { wallets, held };
}

/** Checks funds, posts one clearing transaction per currency, queues the payouts. */
async function fundAndQueue(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  runName: string,
  build: (w: Map<string, string>) => PayoutItem[],
  keyPart: string,
  now: Date,
  provider: PaymentsProvider,
) {
  const description: RunLedgerText = {
    key: keyPart === 'approval' ? 'payrollRun' : 'payrollRetry',
    params: { run: runName },
  };
  const needs = needsOf(build(new Map()));
  const { wallets } = await fundClearing(db, organizationId, runId, description, needs, keyPart, provider);
  await queuePayouts(db, build(wallets), now, payrollPayoutListener);
}

/** Settles a run with nothing left in flight (e.g. every row failed at once for want of a bank account). */
export async function settleRun(db: DbOrTx, organizationId: string, runId: string, now: Date) {
  const counts = await payoutCounts(db, organizationId, PAYROLL_SOURCE, runId);
  if (inFlight(counts) > 0) return null;
  const status = awaitingRetry(counts) > 0 ? 'partially_paid' : 'paid';
  await repo.updateRun(db, runId, { status, updatedAt: now });
  return status;
}

/** The rows a run pays: flagged rows (no bank, negative net, missing FX rate) are not in the totals, not paid. */
export function payableRows(db: DbOrTx, runId: string): Promise<Subject[]> {
  return db
    .select({
      id: payrollRunEmployees.id,
      employeeId: payrollRunEmployees.employeeId,
      currency: payrollRunEmployees.currency,
      net: payrollRunEmployees.net,
    })
    .from(payrollRunEmployees)
    .where(
      and(
        eq(payrollRunEmployees.runId, runId),
        eq(payrollRunEmployees.flagged, false),
        gt(payrollRunEmployees.net, 0),
      ),
    );
}

export const runLabel = (run: { name: string; period: string }) => `Payroll ${run.name} ${run.period}`;

/**
 * Pays an approved run at once: funds checked, the money moved to clearing (ledger key part `keyPart`: the
 * final approval's is `approval`), one payout per row queued, the run `disbursing` (settled at once when
 * nothing is in flight).
 */
export async function payRunNow(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  keyPart: string,
  now: Date,
  provider: PaymentsProvider = getPaymentsProvider(),
) {
  const run = (await repo.findRun(db, organizationId, runId))!;
  const label = runLabel(run);
  const build = await itemsFor(db, organizationId, runId, label, await payableRows(db, runId), new Map());
  await fundAndQueue(db, organizationId, runId, run.name, build, keyPart, now, provider);
  await repo.updateRun(db, runId, { status: 'disbursing', payoutSchedule: null, updatedAt: now });
  await settleRun(db, organizationId, runId, now);
}

/**
 * POST payroll/{id}/retry-failed: the failed rows again (current bank details, next attempt). Serialised by
 * the run's row lock; a failed row whose retry is already live is not failed any more, so concurrent or
 * repeated calls find nothing left to retry and move nothing. Returns how many rows were retried.
 */
export async function retryFailed(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  now: Date,
  provider: PaymentsProvider = getPaymentsProvider(),
) {
  return db.transaction(async (tx) => {
    const run = await repo.findRun(tx, organizationId, runId, true);
    if (!run) throw notFound('payroll.errors.notFound');
    if (run.status !== 'partially_paid' && run.status !== 'disbursing')
      throw conflict('payroll.errors.wrongState', { status: run.status });
    // held by the provider for want of its balance: resent as they were (same reference, money in clearing)
    const resumed = await resumeHeld(tx, organizationId, PAYROLL_SOURCE, runId, now, payrollPayoutListener);
    const failed = [...(await latestPayouts(tx, organizationId, PAYROLL_SOURCE, runId)).values()].filter(
      (p) => p.status === 'failed' || p.status === 'reversed',
    );
    if (failed.length === 0) {
      if (resumed.length) await repo.updateRun(tx, runId, { status: 'disbursing', updatedAt: now });
      return { retried: resumed.length, status: resumed.length ? 'disbursing' : run.status };
    }
    const subjects = await tx
      .select({
        id: payrollRunEmployees.id,
        employeeId: payrollRunEmployees.employeeId,
        currency: payrollRunEmployees.currency,
        net: payrollRunEmployees.net,
      })
      .from(payrollRunEmployees)
      .where(
        and(
          eq(payrollRunEmployees.runId, runId),
          inIds(
            payrollRunEmployees.id,
            failed.map((f) => f.subjectId),
          ),
        ),
      );
    const attempts = new Map(failed.map((f) => [f.subjectId, f.attempt + 1]));
    const label = runLabel(run);
    const build = await itemsFor(tx, organizationId, runId, label, subjects, attempts);
    // unique per retry batch: these failed attempts are live again after it, so a later retry has others
    const attemptKey = `retry-${Math.max(...attempts.values())}-${failed.map((f) => f.id).sort()[0]}`;
    await fundAndQueue(tx, organizationId, runId, run.name, build, attemptKey, now, provider);
    await repo.updateRun(tx, runId, { status: 'disbursing', updatedAt: now });
    const status = (await settleRun(tx, organizationId, runId, now)) ?? 'disbursing';
    return { retried: subjects.length + resumed.length, status };
  });
}
