import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import { createAdvance, updateSettings } from '@/server/modules/benefits/benefits.service';
import { EWA_PAYOUT_SOURCE } from '@/server/modules/benefits/benefits.payout-listener';
import { createSandboxProvider } from '@/server/modules/payments/sandbox-provider';
import { settleBatchInline } from '@/server/modules/payouts/payouts.inline';
import { PLUGINS } from '@/server/wiring/plugins';

/** Who drew in November, and how much (naira): picked by staff ID, so the story is the same on every seed. */
const ADVANCES: [staffId: string, naira: number, day: string][] = [
  ['DF-0003', 15_000, '2026-11-16'],
  ['DF-0012', 10_000, '2026-11-17'],
  ['DF-0024', 20_000, '2026-11-18'],
];

/**
 * Demo Foods offers earned wage access (half of earned pay, at least ₦1,000, two advances a month, a ₦100
 * fee the employee pays) and three staff drew in November through the benefits service, paid through the ledger like any
 * advance. The next payroll run recovers them ("Earned wage access" on their payslips).
 */
export async function seedDemoBenefits(db: DbOrTx, organizationId: string, ownerId: string) {
  await updateSettings(db, organizationId, {
    enabled: true,
    maxSharePercent: 50,
    minAmount: 100_000,
    maxAmount: 0,
    maxPerMonth: 2,
    fee: { type: 'flat', value: 10_000, paidBy: 'employee' },
    cutoffDays: 3,
  });
  const provider = createSandboxProvider({ db, transferDelayMs: 0 });
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  for (const [staffId, naira, day] of ADVANCES) {
    const [employee] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.organizationId, organizationId), eq(employees.staffId, staffId)))
      .orderBy(asc(employees.id));
    if (!employee) throw new Error(`demo-benefits: ${staffId} is not seeded`);
    const now = new Date(`${day}T10:00:00Z`);
    const advance = await createAdvance(
      db,
      organizationId,
      ownerId,
      { employeeId: employee.id, amount: naira * 100 },
      { today: day, now, provider },
    );
    await settleBatchInline(
      { db, payments: provider, now: () => new Date(now.getTime() + 60_000), log, plugins: PLUGINS },
      EWA_PAYOUT_SOURCE,
      advance.id,
    );
  }
}
