import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  BillingCycle,
  CancelSubscriptionInput,
  Plans,
  RenewResult,
  RenewSubscriptionInput,
  Subscription,
  SubscriptionPayment,
} from '@/lib/contracts/billing';
import { countryTimeZone } from '@/lib/countries';
import { getCurrencyDigits } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import { countEmployees } from '@/server/modules/employees/employees.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { postTransaction, ledgerText } from '@/server/modules/wallet/ledger.service';
import { listOrganizationWallets } from '@/server/modules/wallet/wallet.service';
import * as repo from './billing.repo';
import { ensureSubscription, presentSubscription, timeZoneOfOrganization } from './billing-subscription';
import { billingCurrency, findPlan, PLANS, presentPlan, priceFor } from './plans';

export {
  getSubscription,
  getSubscriptions,
  opensModule,
  presentSubscription,
  startTrial,
} from './billing-subscription';

async function organizationOf(db: DbOrTx, organizationId: string) {
  const org = await findOrganization(db, organizationId);
  if (!org) throw notFound('errors.organizationNotFound');
  return org;
}

const activeEmployees = async (db: DbOrTx, organizationId: string) =>
  (await countEmployees(db, organizationId)).active ?? 0;

/** GET billings/subscription/plans: prices in the organisation's billing currency and in USD, for today's headcount. */
export async function getPlans(db: DbOrTx, organizationId: string): Promise<Plans> {
  const org = await organizationOf(db, organizationId);
  const currency = billingCurrency(org.currency);
  const employees = await activeEmployees(db, organizationId);
  const currencies = currency === 'USD' ? ['USD'] : [currency, 'USD'];
  return {
    currency,
    activeEmployees: employees,
    plans: PLANS.map((p) => presentPlan(p, currencies, employees)),
  };
}

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(d: Date, months: number) {
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

export function presentPayment(p: repo.SubscriptionPaymentRow): SubscriptionPayment {
  return {
    id: p.id,
    plan: p.plan,
    cycle: p.cycle as BillingCycle,
    periodStart: p.periodStart.toISOString(),
    periodEnd: p.periodEnd.toISOString(),
    employeesBilled: p.employeesBilled,
    amount: p.amount,
    currency: p.currency,
    reference: p.reference,
    invoiceUrl: `/api/v1/billings/subscription/payments/${p.id}/invoice`,
    createdAt: p.createdAt.toISOString(),
  };
}

/** "NGN 12,500.00" for messages. */
export function formatMinor(amount: number, currency: string) {
  const digits = getCurrencyDigits(currency);
  return `${currency} ${(amount / 10 ** digits).toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/**
 * POST billings/subscription/renew: pays one period of `planId` for today's active employees from the wallet in
 * the billing currency (a ledger debit) and extends the period from the later of now and the current end.
 * The subscription row is locked first, so concurrent renewals are serial; a shortfall answers 422 naming it.
 */
export async function renewSubscription(
  db: DbOrTx,
  organizationId: string,
  userId: string | null,
  input: RenewSubscriptionInput,
  now: Date,
): Promise<{ before: Subscription; data: RenewResult }> {
  const plan = findPlan(input.planId);
  if (!plan) throw fieldError('planId', 'billing.validation.planUnknown');
  await ensureSubscription(db, organizationId, now);
  const row = (await repo.lockSubscription(db, organizationId))!;
  const org = await organizationOf(db, organizationId);
  const timeZone = countryTimeZone(org.country);
  const before = presentSubscription(row, now, timeZone);

  const currency = billingCurrency(org.currency);
  const employees = await activeEmployees(db, organizationId);
  const amount = priceFor(plan, currency, input.cycle, employees);
  const wallet = (await listOrganizationWallets(db, organizationId)).find((w) => w.currency === currency);
  const balance = wallet?.balance ?? 0;
  if (!wallet || balance < amount) {
    const params = {
      amount: formatMinor(amount, currency),
      balance: formatMinor(balance, currency),
      shortfall: formatMinor(amount - balance, currency),
    };
    // The message itself names the shortfall, and the wallet field carries it for forms.
    throw new AppError('VALIDATION_FAILED', 'billing.validation.insufficientFunds', params, {
      wallet: [{ key: 'billing.validation.insufficientFunds', params }],
    });
  }

  const currentEnd = row.currentPeriodEnd ?? row.trialEndsAt;
  const start = currentEnd > now ? currentEnd : now;
  const end = addMonths(start, input.cycle === 'yearly' ? 12 : 1);
  const paymentId = randomUUID();
  const reference = `PGS-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const { transaction } = await postTransaction(db, {
    organizationId,
    walletId: wallet.id,
    type: 'fee',
    direction: 'debit',
    amount,
    currency,
    idempotencyKey: `subscription:${paymentId}`,
    description: ledgerText('subscription', {
      plan: plan.id,
      cycle: input.cycle,
      from: start.toISOString().slice(0, 10),
      to: end.toISOString().slice(0, 10),
    }),
    metadata: { kind: 'subscription', paymentId, plan: plan.id, cycle: input.cycle, employees, reference },
  });
  const payment = await repo.insertPayment(db, {
    id: paymentId,
    organizationId,
    plan: plan.id,
    cycle: input.cycle,
    periodStart: start,
    periodEnd: end,
    employeesBilled: employees,
    amount,
    currency,
    ledgerTransactionId: transaction.id,
    reference,
    paidBy: userId,
    createdAt: now,
  });
  await repo.updateSubscription(db, organizationId, {
    plan: plan.id,
    cycle: input.cycle,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelledAt: null,
    cancelReason: null,
  });
  const after = (await repo.findSubscription(db, organizationId))!;
  return { before, data: { ...presentSubscription(after, now, timeZone), payment: presentPayment(payment) } };
}

/** POST billings/subscription/cancel: stops renewal; usable until the paid period (or trial) ends. */
export async function cancelSubscription(
  db: DbOrTx,
  organizationId: string,
  input: CancelSubscriptionInput,
  now: Date,
) {
  await ensureSubscription(db, organizationId, now);
  const row = (await repo.lockSubscription(db, organizationId))!;
  const timeZone = await timeZoneOfOrganization(db, organizationId);
  const before = presentSubscription(row, now, timeZone);
  if (before.status === 'cancelled') throw conflict('billing.errors.alreadyCancelled');
  if (before.status === 'expired') throw conflict('billing.errors.expiredCannotCancel');
  await repo.updateSubscription(db, organizationId, { cancelledAt: now, cancelReason: input.reason || null });
  return {
    before,
    data: presentSubscription((await repo.findSubscription(db, organizationId))!, now, timeZone),
  };
}

export async function listPayments(db: DbOrTx, organizationId: string) {
  return (await repo.listPayments(db, [organizationId])).map(presentPayment);
}

/** Payments of several organisations, grouped by organisation (the consultant console). */
export async function listPaymentsFor(db: DbOrTx, organizationIds: string[]) {
  const out = new Map<string, SubscriptionPayment[]>(organizationIds.map((id) => [id, []]));
  for (const p of await repo.listPayments(db, organizationIds))
    out.get(p.organizationId)?.push(presentPayment(p));
  return out;
}

export async function getPaymentForInvoice(db: DbOrTx, organizationId: string, paymentId: string) {
  const payment = await repo.findPayment(db, organizationId, paymentId);
  if (!payment) throw notFound('billing.errors.paymentNotFound');
  return { payment, organization: await organizationOf(db, organizationId) };
}
