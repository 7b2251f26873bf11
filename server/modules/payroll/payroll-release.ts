import 'server-only';
import type { PayOn, PayrollReleaseSummary } from '@/lib/contracts/payroll-release';
import { countryTimeZone } from '@/lib/countries';
import type { DbOrTx } from '@/server/db/client';
import { conflict, notFound } from '@/server/errors';
import { cancelJobs, enqueue } from '@/server/queue/enqueue';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import type { PaymentsProvider } from '@/server/payments-provider';
import { isUnsendable, queuePayouts } from '@/server/modules/payouts/payouts.service';
import {
  findWalletForCurrency,
  getBalance,
  postTransaction,
  ledgerText,
  type LedgerText,
} from '@/server/modules/wallet/ledger.service';
import type { PayrollApprovalHook } from './payroll-approval';
import { readPayrollSettings } from './payroll-config';
import { payrollPayoutListener } from './payroll.payout-listener';
import {
  clearingAccountOf,
  fundClearing,
  itemsFor,
  needsOf,
  payableRows,
  payRunNow,
  runLabel,
  settleRun,
} from './payroll.disbursement';
import * as repo from './payroll.repo';

/**
 * When an approved run pays (issue 29). "Pay now" queues the payouts at the approval; "pay on the pay date"
 * moves the same money into the run's clearing account at the approval (funds are checked then, and the wallet
 * shows what is left) and queues a pg-boss job that starts at 06:00 on the pay date in the organisation's time
 * zone. Until that job starts the schedule can be cancelled: the held money goes back to the wallet and the
 * run stays approved and unpaid (payable again with POST payroll/{id}/pay). The job and the cancel both lock
 * the run row, so exactly one of them wins.
 */
export const RELEASE_QUEUE = 'payroll.release-scheduled';
/** Payouts of a scheduled run leave from this hour, local time, on the pay date. */
export const RELEASE_HOUR = 6;

type ReleaseJob = { organizationId: string; runId: string; batch: string };

/** The UTC offset of `zone` at `at`, in ms (positive east of Greenwich). */
function zoneOffsetMs(at: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant it is `hour`:00 on `date` (YYYY-MM-DD) in `zone`. */
export function localInstant(date: string, hour: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  const first = wall - zoneOffsetMs(new Date(wall), zone);
  // a zone whose offset changes between the guess and the answer (daylight saving) needs a second look
  return new Date(wall - zoneOffsetMs(new Date(first), zone));
}

/** 06:00 on the pay date in the organisation's time zone (from its country). */
export async function releaseAtOf(db: DbOrTx, organizationId: string, payDate: string) {
  const organization = await findOrganization(db, organizationId);
  return localInstant(payDate, RELEASE_HOUR, countryTimeZone(organization?.country));
}

/** A posting back from the run's clearing account to the wallet (a cancelled schedule, an account gone). */
function returnToWallet(
  db: DbOrTx,
  p: {
    organizationId: string;
    runId: string;
    currency: string;
    amount: number;
    key: string;
    why: LedgerText;
  },
) {
  return findWalletForCurrency(db, p.organizationId, p.currency).then((wallet) =>
    postTransaction(db, {
      organizationId: p.organizationId,
      walletId: wallet!.id,
      type: 'reversal',
      direction: 'credit',
      amount: p.amount,
      currency: p.currency,
      idempotencyKey: `payroll:${p.runId}:${p.currency}:${p.key}`,
      description: p.why,
      metadata: { clearingAccount: clearingAccountOf(p.runId), payrollRunId: p.runId },
      counterAccount: clearingAccountOf(p.runId),
    }),
  );
}

/** Holds the run's money in clearing now and queues its release for `releaseAt`. */
async function scheduleRun(
  db: DbOrTx,
  run: repo.RunRow,
  releaseAt: Date,
  batch: string,
  now: Date,
  provider: PaymentsProvider,
) {
  const label = runLabel(run);
  const build = await itemsFor(
    db,
    run.organizationId,
    run.id,
    label,
    await payableRows(db, run.id),
    new Map(),
  );
  const items = build(new Map());
  const { held } = await fundClearing(
    db,
    run.organizationId,
    run.id,
    { key: 'payrollScheduled', params: { run: run.name, date: run.payDate } },
    needsOf(items),
    batch,
    provider,
  );
  const data: ReleaseJob = { organizationId: run.organizationId, runId: run.id, batch };
  const jobId = await enqueue(db, RELEASE_QUEUE, data, { startAfter: releaseAt });
  await repo.updateRun(db, run.id, {
    status: 'approved',
    payoutSchedule: {
      releaseAt: releaseAt.toISOString(),
      jobId,
      batch,
      held,
      unfunded: items.filter(isUnsendable).map((i) => i.subjectId),
    },
    updatedAt: now,
  });
}

/**
 * Pays an approved run now, or with `payDate` holds the money and schedules the payouts — unless 06:00 on the
 * pay date has already passed, when it pays now. `batch` names the clearing postings (the final approval's is
 * `approval`; each later funding its own).
 */
export async function releaseRun(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  payOn: PayOn,
  batch: string,
  now: Date,
  provider: PaymentsProvider = getPaymentsProvider(),
) {
  if (payOn === 'payDate') {
    const run = (await repo.findRun(db, organizationId, runId))!;
    const releaseAt = await releaseAtOf(db, organizationId, run.payDate);
    if (releaseAt > now) return scheduleRun(db, run, releaseAt, batch, now, provider);
  }
  await payRunNow(db, organizationId, runId, batch, now, provider);
}

/**
 * The final approval's money step (listed first in server/wiring/payroll.ts): first, so a want of funds refuses
 * the approval. Paid through the employer's own bank (issue 36) it moves nothing: the run waits for the bank.
 */
export const disbursementHook: PayrollApprovalHook = {
  name: 'disbursement',
  onFinalApproval: async (ctx) => {
    if (ctx.disbursement === 'bank-file') {
      await repo.updateRun(ctx.db, ctx.runId, { status: 'awaiting_bank_payment', updatedAt: ctx.now });
      return;
    }
    await releaseRun(ctx.db, ctx.organizationId, ctx.runId, ctx.payOn ?? 'now', 'approval', ctx.now);
  },
};

/**
 * The job at 06:00 on the pay date: the payouts are queued with each employee's bank details as they are now.
 * Rows not funded at the approval (no account then) are recorded failed, to retry; money held for a row whose
 * account went away since is returned to the wallet. Idempotent: a cancelled or already released schedule, or
 * another batch's job, changes nothing.
 */
export async function releaseScheduled(db: DbOrTx, data: ReleaseJob, now: Date) {
  return db.transaction(async (tx) => {
    const run = await repo.findRun(tx, data.organizationId, data.runId, true);
    const schedule = run?.payoutSchedule;
    if (!run || run.status !== 'approved' || !schedule || schedule.batch !== data.batch) return 'nothing';
    const releaseAt = new Date(schedule.releaseAt);
    if (releaseAt > now) {
      // fetched before its time (a worker's clock ahead of ours): queue it again for the right moment
      const jobId = await enqueue(tx, RELEASE_QUEUE, data, { startAfter: releaseAt });
      await repo.updateRun(tx, run.id, { payoutSchedule: { ...schedule, jobId } });
      return 'early';
    }
    const unfunded = new Set(schedule.unfunded);
    const label = runLabel(run);
    const build = await itemsFor(
      tx,
      run.organizationId,
      run.id,
      label,
      await payableRows(tx, run.id),
      new Map(),
    );
    const wallets = new Map<string, string>();
    for (const currency of Object.keys(schedule.held)) {
      const wallet = await findWalletForCurrency(tx, run.organizationId, currency);
      if (wallet) wallets.set(currency, wallet.id);
    }
    const items = build(wallets).map((i) =>
      unfunded.has(i.subjectId) ? { ...i, bankCode: null, accountNumberEnc: null } : i,
    );
    const needs = needsOf(items);
    for (const [currency, amount] of Object.entries(schedule.held)) {
      const surplus = amount - (needs.get(currency)?.amount ?? 0);
      if (surplus > 0)
        await returnToWallet(tx, {
          organizationId: run.organizationId,
          runId: run.id,
          currency,
          amount: surplus,
          key: `${schedule.batch}:release-return`,
          why: ledgerText('payrollReleaseReturn', { run: run.name }),
        });
    }
    await queuePayouts(tx, items, now, payrollPayoutListener);
    await repo.updateRun(tx, run.id, { status: 'disbursing', payoutSchedule: null, updatedAt: now });
    await settleRun(tx, run.organizationId, run.id, now);
    return 'released';
  });
}

/**
 * POST payroll/{id}/cancel-schedule: a scheduled run not yet started goes back to approved and unpaid; the
 * money held in clearing returns to the wallet and the job is cancelled. 409 when nothing is scheduled (never
 * scheduled, already released or cancelled). Answers the schedule as it was and what returned.
 */
export async function cancelSchedule(db: DbOrTx, organizationId: string, runId: string, now: Date) {
  return db.transaction(async (tx) => {
    const run = await repo.findRun(tx, organizationId, runId, true);
    if (!run) throw notFound('payroll.errors.notFound');
    const schedule = run.payoutSchedule;
    if (run.status !== 'approved' || !schedule)
      throw conflict('payroll.errors.notScheduled', { status: run.status });
    for (const [currency, amount] of Object.entries(schedule.held)) {
      if (amount <= 0) continue;
      await returnToWallet(tx, {
        organizationId,
        runId,
        currency,
        amount,
        key: `${schedule.batch}:cancel`,
        why: ledgerText('payrollScheduleCancelled', { run: run.name }),
      });
    }
    if (schedule.jobId) await cancelJobs(tx, RELEASE_QUEUE, [schedule.jobId]);
    await repo.updateRun(tx, runId, { payoutSchedule: null, updatedAt: now });
    return { before: schedule, returned: schedule.held };
  });
}

/**
 * POST payroll/{id}/pay: an approved run left unpaid (its schedule cancelled) is paid now or scheduled again.
 * 409 for a run in any other state; 422 INSUFFICIENT_FUNDS as at the approval.
 */
export async function payApprovedRun(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  payOn: PayOn,
  now: Date,
  provider: PaymentsProvider = getPaymentsProvider(),
) {
  return db.transaction(async (tx) => {
    const run = await repo.findRun(tx, organizationId, runId, true);
    if (!run) throw notFound('payroll.errors.notFound');
    if (run.status !== 'approved' || run.payoutSchedule)
      throw conflict('payroll.errors.wrongState', { status: run.status });
    await releaseRun(tx, organizationId, runId, payOn, `pay-${crypto.randomUUID()}`, now, provider);
  });
}

/** GET payroll/{id}/release-summary: per currency what releasing sends, the fees, the balance and what remains. */
export async function releaseSummary(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  now: Date,
  provider: PaymentsProvider = getPaymentsProvider(),
): Promise<PayrollReleaseSummary> {
  const run = await repo.findRun(db, organizationId, runId);
  if (!run) throw notFound('payroll.errors.notFound');
  const releaseAt = await releaseAtOf(db, organizationId, run.payDate);
  const rows = await payableRows(db, runId);
  const items = (await itemsFor(db, organizationId, runId, runLabel(run), rows, new Map()))(new Map());
  const needs = needsOf(items);
  const currencies: PayrollReleaseSummary['currencies'] = [];
  for (const need of [...needs.values()].sort((a, b) => a.currency.localeCompare(b.currency))) {
    const wallet = await findWalletForCurrency(db, organizationId, need.currency);
    const balance = wallet ? await getBalance(db, wallet.id) : null;
    // as requireFunds counts them
    const fees = need.transfers ? provider.transferFee(need.currency, need.amount) * need.transfers : 0;
    currencies.push({
      currency: need.currency,
      net: need.amount,
      transfers: need.transfers,
      withoutAccount: items.filter((i) => i.currency === need.currency && isUnsendable(i)).length,
      fees,
      balance,
      remaining: balance === null ? null : balance - need.amount - fees,
    });
  }
  return {
    payrollId: run.id,
    payDate: run.payDate,
    releaseAt: releaseAt.toISOString(),
    defaultPayOn: releaseAt > now ? 'payDate' : 'now',
    currencies,
    // named only when the run will not touch the wallet (issue 36): the dialog then blocks on no balance
    ...((await readPayrollSettings(db, organizationId)).disbursement === 'bank-file' && {
      disbursement: 'bank-file' as const,
    }),
  };
}
