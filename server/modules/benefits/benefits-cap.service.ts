import 'server-only';
import { EWA_DEFAULT_SETTINGS, type EwaCap, type EwaSettings } from '@/lib/contracts/benefits';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import { addDays } from '@/server/modules/leave/leave.queries';
import { estimateMonthlyNet, payMonthOf } from '@/server/modules/payroll/payroll-estimate.queries';
import { findEmployeeAccess } from './benefits-employees.read';
import * as repo from './benefits.repo';

/**
 * The live cap of one employee (GET …/cap, and the check of every new advance):
 *   earned to date = monthly net × working days elapsed (today included) ÷ working days in the month
 *   cap = earned to date × maxSharePercent − advances already taken this month (never below 0)
 * The monthly net and the month's working days are payroll's own (payroll-estimate.queries.ts:
 * estimateMonthlyNet, payMonthOf). Working days are Monday–Friday.
 * Figures are floored: an advance never exceeds what was earned.
 */

export function settingsOf(row: repo.EwaSettingsRow | undefined): EwaSettings {
  if (!row) return EWA_DEFAULT_SETTINGS;
  return {
    enabled: row.enabled,
    maxSharePercent: row.maxSharePercent,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    maxPerMonth: row.maxPerMonth,
    fee: {
      type: row.feeType as EwaSettings['fee']['type'],
      value: Number(row.feeValue),
      paidBy: row.feePaidBy as EwaSettings['fee']['paidBy'],
    },
    cutoffDays: row.cutoffDays,
  };
}

export const readEwaSettings = async (db: DbOrTx, organizationId: string) =>
  settingsOf(await repo.findSettings(db, organizationId));

const floorDiv = (a: bigint, b: bigint) => Number(a / b);

export async function computeCap(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  today: string,
  settings?: EwaSettings,
): Promise<EwaCap> {
  const s = settings ?? (await readEwaSettings(db, organizationId));
  const employee = await findEmployeeAccess(db, organizationId, employeeId, today);
  if (!employee) throw notFound('errors.employeeNotFound');
  const { month, payDate, workingDaysInMonth, workingDaysElapsed } = payMonthOf(today);
  const cutoffDate = addDays(payDate, -s.cutoffDays);
  const net = employee.reason ? 0 : await estimateMonthlyNet(db, organizationId, employeeId, month);
  const earnedToDate =
    workingDaysInMonth > 0
      ? floorDiv(BigInt(net) * BigInt(workingDaysElapsed), BigInt(workingDaysInMonth))
      : 0;
  const available = floorDiv(BigInt(earnedToDate) * BigInt(s.maxSharePercent), 100n);
  const taken = await repo.monthTaken(db, organizationId, employeeId, month);
  const cap = Math.max(0, available - taken.total);

  let blockedReason: string | null = null;
  if (!s.enabled) blockedReason = 'disabled';
  else if (employee.reason) blockedReason = employee.reason;
  else if (today >= cutoffDate) blockedReason = 'cutoff';
  else if (taken.count >= s.maxPerMonth) blockedReason = 'maxPerMonth';
  else if (cap <= 0 || cap < s.minAmount) blockedReason = 'noCap';

  return {
    employeeId,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    currency: employee.payCurrency,
    cap,
    month,
    today,
    payDate,
    cutoffDate,
    monthlyNet: net,
    workingDaysElapsed,
    workingDaysInMonth,
    earnedToDate,
    maxSharePercent: s.maxSharePercent,
    available,
    takenThisMonth: taken.total,
    advancesThisMonth: taken.count,
    maxPerMonth: s.maxPerMonth,
    minAmount: s.minAmount,
    maxAmount: s.maxAmount,
    fee: s.fee,
    blockedReason,
  };
}

/** The fee of an advance of `amount`: flat, or a percentage with two decimals rounded by the engine's rule. */
export function feeFor(amount: number, fee: EwaSettings['fee']) {
  if (fee.type === 'flat') return fee.value;
  const bp = BigInt(Math.round(fee.value * 100));
  const n = BigInt(amount) * bp;
  const q = n / 10_000n;
  return Number(2n * (n - q * 10_000n) >= 10_000n ? q + 1n : q);
}
