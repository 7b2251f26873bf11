import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateEwaAdvanceInput,
  EwaAdvance,
  EwaNoAccess,
  EwaSettings,
  EwaSummary,
  ewaAdvanceListQuerySchema,
  ewaNoAccessQuerySchema,
} from '@/lib/contracts/benefits';
import { pageOf, pageWindow, type Paged } from '@/lib/contracts/pagination';
import { formatMoney } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { AppError, notFound } from '@/server/errors';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import type { PaymentsProvider } from '@/server/payments-provider';
import { moveToClearing, requireFunds } from '@/server/modules/payouts/payouts-funds.service';
import { queuePayouts } from '@/server/modules/payouts/payouts.service';
import { postTransaction, ledgerText } from '@/server/modules/wallet/ledger.service';
import { computeCap, feeFor, readEwaSettings } from './benefits-cap.service';
import { findPayee, listNoAccess } from './benefits-employees.read';
import { EWA_PAYOUT_SOURCE, ewaPayoutListener } from './benefits.payout-listener';
import * as repo from './benefits.repo';

/**
 * Earned wage access: settings, advances and what the benefits page shows. An advance is refused (422, the
 * reason named, nothing paid) unless the live cap and every setting allow it; a granted one moves the money
 * from the wallet into the clearing account `ewa:<advanceId>` and queues its payout to the employee's verified
 * account (payouts module, source 'ewa'), all in the request's transaction; it stays `processing` until the
 * transfer's outcome marks it `paid` or `failed` (benefits.payout-listener.ts). Payroll recovers it later
 * (benefits.payroll-source.ts, benefits.approval-hook.ts).
 */

// ——— Settings ———
export const getSettings = readEwaSettings;

export async function updateSettings(db: DbOrTx, organizationId: string, input: EwaSettings) {
  const before = await readEwaSettings(db, organizationId);
  await repo.upsertSettings(db, {
    organizationId,
    enabled: input.enabled,
    maxSharePercent: input.maxSharePercent,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    maxPerMonth: input.maxPerMonth,
    feeType: input.fee.type,
    feeValue: input.fee.value,
    feePaidBy: input.fee.paidBy,
    cutoffDays: input.cutoffDays,
    updatedAt: new Date(),
  });
  return { before, data: await readEwaSettings(db, organizationId) };
}

// ——— Advances ———
export function presentAdvance(
  a: repo.EwaAdvanceRow,
  e: { firstName: string; lastName: string; staffId: string | null },
): EwaAdvance {
  return {
    id: a.id,
    employeeId: a.employeeId,
    employeeName: `${e.firstName} ${e.lastName}`,
    staffId: e.staffId,
    month: a.month,
    currency: a.currency,
    amount: a.amount,
    fee: a.fee,
    feePaidBy: a.feePaidBy as EwaAdvance['feePaidBy'],
    recoverable: a.recoverable,
    recovered: a.recovered,
    outstanding: a.recoverable - a.recovered,
    status: a.status as EwaAdvance['status'],
    failureReason: a.failureReason,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function listAdvances(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof ewaAdvanceListQuerySchema>,
): Promise<Paged<EwaAdvance>> {
  const { limit, offset } = pageWindow(q);
  const { rows, total } = await repo.listAdvances(
    db,
    organizationId,
    { search: q.search || undefined, status: q.status, employeeId: q.employeeId },
    limit,
    offset,
  );
  return pageOf(
    rows.map((r) => presentAdvance(r.advance, r)),
    total,
    q,
  );
}

export async function getAdvance(db: DbOrTx, organizationId: string, id: string) {
  const r = await repo.findAdvanceView(db, organizationId, id);
  if (!r) throw notFound('benefits.errors.advanceNotFound');
  return presentAdvance(r.advance, r);
}

const refuse = (field: string, reason: string, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_FAILED', `benefits.errors.${reason}`, params, {
    [field]: [{ key: `benefits.errors.${reason}`, params }],
  });

const EMPLOYEE_REASONS = new Set(['not_eligible', 'suspended', 'no_verified_bank_account', 'separated']);

/**
 * POST …/earned-wage-access: checks (422 naming the first that fails), then in the request's transaction the
 * advance row (`processing`) and the wallet postings: the amount into `ewa:<id>`, the fee to external:fees.
 * The employee's advances are serialised by an advisory lock, so two requests cannot both fit one cap.
 */
export async function createAdvance(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  input: CreateEwaAdvanceInput,
  { today, now, provider = getPaymentsProvider() }: { today: string; now: Date; provider?: PaymentsProvider },
) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`ewa:${organizationId}:${input.employeeId}`}))`,
  );
  const settings = await readEwaSettings(db, organizationId);
  const cap = await computeCap(db, organizationId, input.employeeId, today, settings);
  const fmt = (minor: number) => formatMoney(minor, cap.currency);
  if (!settings.enabled) throw refuse('employeeId', 'disabled');
  if (cap.blockedReason && EMPLOYEE_REASONS.has(cap.blockedReason))
    throw refuse('employeeId', cap.blockedReason);
  if (cap.blockedReason === 'cutoff')
    throw refuse('amount', 'cutoff', { date: cap.cutoffDate, payDate: cap.payDate });
  if (cap.blockedReason === 'maxPerMonth')
    throw refuse('amount', 'maxPerMonth', { count: settings.maxPerMonth });
  if (input.amount < settings.minAmount) throw refuse('amount', 'belowMin', { min: fmt(settings.minAmount) });
  if (settings.maxAmount > 0 && input.amount > settings.maxAmount)
    throw refuse('amount', 'aboveMax', { max: fmt(settings.maxAmount) });
  if (input.amount > cap.cap) throw refuse('amount', 'overCap', { cap: fmt(cap.cap) });

  const fee = feeFor(input.amount, settings.fee);
  const payee = await findPayee(db, organizationId, input.employeeId);
  if (!payee?.bankCode || !payee.accountNumberEnc) throw refuse('employeeId', 'no_verified_bank_account');
  const organization = await findOrganization(db, organizationId);
  // 422 INSUFFICIENT_FUNDS (naming the shortfall) before anything is written; the wallet row stays locked
  const wallets = await requireFunds(
    db,
    organizationId,
    [{ currency: cap.currency, amount: input.amount + fee, transfers: 1 }],
    provider,
  );
  const walletId = wallets.get(cap.currency)!;

  const advance = await repo.insertAdvance(db, {
    organizationId,
    employeeId: input.employeeId,
    month: cap.month,
    currency: cap.currency,
    amount: input.amount,
    fee,
    feePaidBy: settings.fee.paidBy,
    recoverable: input.amount + (settings.fee.paidBy === 'employee' ? fee : 0),
    status: 'processing',
    capAtGrant: cap.cap,
    createdBy: userId,
  });
  const clearingAccount = `${EWA_PAYOUT_SOURCE}:${advance.id}`;
  const moved = await moveToClearing(db, {
    organizationId,
    walletId,
    currency: cap.currency,
    amount: input.amount,
    clearingAccount,
    key: clearingAccount,
    description: ledgerText('ewaAdvance', { name: cap.employeeName }),
    metadata: { source: EWA_PAYOUT_SOURCE, advanceId: advance.id, employeeId: input.employeeId },
  });
  if (fee > 0) {
    await postTransaction(db, {
      organizationId,
      walletId,
      type: 'fee',
      direction: 'debit',
      amount: fee,
      currency: cap.currency,
      idempotencyKey: `ewa-fee:${advance.id}`,
      description: ledgerText('ewaFee', { name: cap.employeeName }),
      metadata: { source: EWA_PAYOUT_SOURCE, advanceId: advance.id, paidBy: settings.fee.paidBy },
    });
  }
  // the transfer to the employee's verified account: sent by the payouts jobs once this transaction commits
  await queuePayouts(
    db,
    [
      {
        organizationId,
        source: EWA_PAYOUT_SOURCE,
        sourceId: advance.id,
        subjectId: advance.id,
        attempt: 1,
        walletId,
        currency: cap.currency,
        amount: input.amount,
        country: organization?.country ?? 'NG',
        bankCode: payee.bankCode,
        accountNumberEnc: payee.accountNumberEnc,
        accountNumberLast4: payee.accountNumberLast4,
        accountName: payee.accountName ?? `${payee.firstName} ${payee.lastName}`,
        nameEnquiry: false,
        clearingAccount,
        narration: 'Earned wage access advance',
      },
    ],
    now,
    ewaPayoutListener,
  );
  await repo.updateAdvance(db, organizationId, advance.id, { ledgerTransactionId: moved.transaction.id });
  return getAdvance(db, organizationId, advance.id);
}

// ——— Who cannot draw, and the card ———
export async function noAccess(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof ewaNoAccessQuerySchema>,
  today: string,
): Promise<Paged<EwaNoAccess>> {
  const { limit, offset } = pageWindow(q);
  const { rows, total } = await listNoAccess(db, organizationId, today, q.search || undefined, limit, offset);
  return pageOf(
    rows.map((r) => ({
      employeeId: r.employeeId,
      name: `${r.firstName} ${r.lastName}`,
      staffId: r.staffId,
      reason: r.reason!,
    })),
    total,
    q,
  );
}

export async function summary(db: DbOrTx, organizationId: string, today: string): Promise<EwaSummary> {
  const month = today.slice(0, 7);
  const settings = await readEwaSettings(db, organizationId);
  const { drawn, outstanding } = await repo.summary(db, organizationId, month);
  return {
    enabled: settings.enabled,
    month,
    drawnThisMonth: Object.fromEntries(drawn.map((r) => [r.currency, Number(r.total)])),
    outstanding: Object.fromEntries(outstanding.map((r) => [r.currency, Number(r.total)])),
    employeesUsing: drawn.reduce((s, r) => s + r.people, 0),
  };
}
