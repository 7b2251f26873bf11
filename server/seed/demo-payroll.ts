import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { employees } from '@/server/db/schema';
import { withdrawQueuedJobs } from '@/server/queue/withdraw';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { toNuban } from '@/server/modules/payments/nuban';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { settleBatchInline } from '@/server/modules/payouts/payouts.inline';
import { MAIL_PAYSLIP_QUEUE } from '@/server/modules/payroll/payroll.jobs';
import { computeRun } from '@/server/modules/payroll/payroll-run-compute.service';
import { approveRun, createRun } from '@/server/modules/payroll/payroll.service';
import { ledgerText, postTransaction } from '@/server/modules/wallet/ledger.service';
import { openWallet, type WalletDeps } from '@/server/modules/wallet/wallet.service';
import { PLUGINS } from '@/server/wiring/plugins';

/**
 * Whether the demo has a dollar contractor: only on the sandbox. A real rail's demo (Paystack against its
 * local fake) pays NGN, GHS and KES and opens no USD wallet, so its contractor is paid in naira.
 */
export const paysDollars = (provider: string) => provider === 'sandbox';

/** A USD wallet for the dollar contractor, funded before October's run pays them from it. */
async function fundUsdWallet(db: DbOrTx, organizationId: string) {
  const payments = getPaymentsProvider();
  if (!paysDollars(payments.name)) return;
  const deps = { db, payments } as unknown as WalletDeps;
  const { wallet } = await openWallet(deps, {
    organizationId,
    currency: 'USD',
    idempotencyKey: 'demo-usd-wallet',
  });
  await postTransaction(db, {
    organizationId,
    walletId: wallet.id,
    type: 'funding',
    direction: 'credit',
    amount: 1_000_000,
    currency: 'USD',
    idempotencyKey: 'demo-usd-funding-1',
    description: ledgerText('transferFrom', { sender: 'DEMO FOODS LTD (Domiciliary account)' }),
  });
}

type SeedRun = {
  name: string;
  period: string;
  payDate: string;
  /** when it was created and computed, approved, and its transfers settled (ISO) */
  createdAt: string;
  approvedAt: string;
  paidAt: string;
  fxRates?: Record<string, number>;
  comment?: string;
};

/**
 * One run created, computed and approved through the payroll service (the same rules as the API), then paid
 * through the ledger like any run: one clearing posting per currency at approval, then each transfer through
 * a sandbox that keeps its books in the seed's transaction and answers at once.
 */
async function seedPaidRun(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  r: SeedRun,
  beforeApproval?: () => Promise<void>,
) {
  const now = () => new Date(r.createdAt);
  const run = await createRun({ db, now }, organizationId, userId, {
    name: r.name,
    period: r.period,
    payDate: r.payDate,
    runType: 'regular',
    ...(r.fxRates ? { fxRates: r.fxRates } : {}),
  });
  const computed = await computeRun({ db, now, plugins: PLUGINS }, organizationId, run.id);
  await beforeApproval?.();
  await approveRun(
    db,
    {
      organizationId,
      runId: run.id,
      userId,
      version: computed.version,
      comment: r.comment ?? 'Checked; OK to pay.',
    },
    {
      mailer: { send: async () => {} },
      now: () => new Date(r.approvedAt),
      permissions: ['payroll.create', 'payroll.approve'],
      plugins: PLUGINS,
    },
  );
  const payments = createSandboxProvider({ db, transferDelayMs: 0 });
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  await settleBatchInline(
    { db, payments, now: () => new Date(r.paidAt), log, plugins: PLUGINS },
    'payroll',
    run.id,
  );
  // history, not news: the payslip mails its paid transfers queued are withdrawn (issue 29 item 6), so a
  // fresh server's workers start with no backlog and nobody in the demo is mailed October's payslip
  await withdrawQueuedJobs(db, MAIL_PAYSLIP_QUEUE, { organizationId });
  return run;
}

/**
 * Demo Foods' October 2026 payroll, so the November run has a variance, the stats cards a previous run and
 * employees a payroll history. USD employees are paid at ₦1,520 per USD from a USD wallet funded first.
 */
export async function seedDemoPayroll(db: DbOrTx, organizationId: string, ownerId: string) {
  const run = await seedPaidRun(
    db,
    organizationId,
    ownerId,
    {
      name: 'October 2026 payroll',
      period: '2026-10',
      payDate: '2026-10-30',
      createdAt: '2026-10-28T09:00:00Z',
      approvedAt: '2026-10-29T10:30:00Z',
      paidAt: '2026-10-30T08:00:00Z',
      fxRates: { USD: 1520 },
      comment: 'Checked against September; OK to pay.',
    },
    () => fundUsdWallet(db, organizationId),
  );
  await fundNovember(db, organizationId);
  await addImportedJoiner(db, organizationId);
  return run.id;
}

/**
 * The consultant's clients' September and October 2026 payrolls, run by the consultant (issue 19: the
 * console's analytics, last payroll and history show real figures). Their wallets must already hold the pay.
 */
export async function seedClientPayrolls(db: DbOrTx, consultantUserId: string, organizationIds: string[]) {
  for (const organizationId of organizationIds) {
    for (const [period, payDate, day] of [
      ['2026-09', '2026-09-25', '2026-09-23'],
      ['2026-10', '2026-10-27', '2026-10-23'],
    ] as const) {
      const month = new Date(`${period}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long' });
      await seedPaidRun(db, organizationId, consultantUserId, {
        name: `${month} 2026 payroll`,
        period,
        payDate,
        createdAt: `${day}T09:00:00Z`,
        approvedAt: `${day}T15:00:00Z`,
        paidAt: `${payDate}T08:00:00Z`,
      });
    }
  }
}

/** November's funding: October's payroll took most of the wallet. */
async function fundNovember(db: DbOrTx, organizationId: string) {
  const deps = { db, payments: getPaymentsProvider() } as unknown as WalletDeps;
  const { wallet } = await openWallet(deps, { organizationId, idempotencyKey: 'demo-ngn-wallet' });
  await postTransaction(db, {
    organizationId,
    walletId: wallet.id,
    type: 'funding',
    direction: 'credit',
    amount: 3_500_000_000,
    currency: wallet.currency,
    idempotencyKey: 'demo-funding-november',
    description: ledgerText('transferFrom', { sender: 'DEMO FOODS LTD (GTBank)' }),
  });
}

/**
 * A November joiner brought in by import, whose bank account was never verified and is closed (the sandbox's
 * accounts ending 0000 fail): November's run shows a failed transfer, a reason, and the retry after the
 * account is corrected. Not in October (she starts on 1 November).
 */
async function addImportedJoiner(db: DbOrTx, organizationId: string) {
  let serial = 990_000_000;
  while (!toNuban('058', String(serial)).endsWith('0000')) serial += 1000;
  const values = employeeInputSchema.parse({
    staffId: 'DF-0061',
    firstName: 'Ifeoma',
    lastName: 'Chukwu',
    email: 'ifeoma.chukwu61@demofoods.test',
    startDate: '2026-11-01',
    payCurrency: 'NGN',
    basic: 18_000_000,
    housing: 7_000_000,
    transport: 3_000_000,
    bankCode: '058',
    accountNumber: toNuban('058', String(serial)),
  });
  // imported: saved as given, no name enquiry (bank_verified_at stays null)
  await db.insert(employees).values({
    ...toEmployeeInsert(organizationId, values),
    bankName: 'Guaranty Trust Bank',
    accountName: null,
  });
}
