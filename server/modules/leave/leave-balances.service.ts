import 'server-only';
import type { z } from 'zod';
import type { adjustmentInputSchema, LeaveBalance, LedgerEntry } from '@/lib/contracts/leave';
import type { EmployeeDetail } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { fieldError } from '@/server/errors';
import { getEmployee } from '@/server/modules/employees/employees.service';
import { maxDate, roundDays } from './leave-dates';
import { eligibleFromDate, systemEntries } from './leave-ledger-rules';
import * as ledger from './leave-ledger.repo';
import * as repo from './leave.repo';

/** What eligibility needs to know of an employee. */
export type LeaveEmployee = Pick<
  EmployeeDetail,
  'id' | 'firstName' | 'lastName' | 'email' | 'gender' | 'startDate' | 'status'
> & {
  departmentId: string | null;
  payrollGroupId: string | null;
};

export async function loadEmployee(db: DbOrTx, organizationId: string, id: string): Promise<LeaveEmployee> {
  const e = await getEmployee(db, organizationId, id);
  return { ...e, departmentId: e.department?.id ?? null, payrollGroupId: e.payrollGroup?.id ?? null };
}

/** What eligibility reads of an employee. */
export type EligibilityFacts = Pick<
  LeaveEmployee,
  'gender' | 'startDate' | 'departmentId' | 'payrollGroupId'
>;

/** Why the employee may not take the type (a `leave.validation.*` key), or null when they may. */
export function ineligibility(type: repo.LeaveTypeRow, e: EligibilityFacts): string | null {
  if (type.gender && e.gender !== type.gender) return 'leave.validation.notEligibleGender';
  if (type.departmentIds.length > 0 && !(e.departmentId && type.departmentIds.includes(e.departmentId)))
    return 'leave.validation.notEligibleScope';
  if (
    type.payrollGroupIds.length > 0 &&
    !(e.payrollGroupId && type.payrollGroupIds.includes(e.payrollGroupId))
  )
    return 'leave.validation.notEligibleScope';
  return null;
}

export const eligibleFrom = (type: repo.LeaveTypeRow, e: EligibilityFacts) =>
  ineligibility(type, e) ? null : eligibleFromDate(e.startDate, type.minServiceMonths);

type AnyEntry = {
  id?: string;
  kind: string;
  days: number;
  effectiveDate: string;
  reason: string | null;
  requestId?: string | null;
  period?: string | null;
};

/**
 * The type's entries up to `asOf`: the stored events (taken, returned, adjustments) and the year ends and
 * expiries the roll-over job has stored (leave-rollover.ts), with whatever is not stored yet — accruals, and a
 * year end the job has not reached — computed from them when read, with the same result. A backdated event
 * clears the stored roll-over after it (ledger.insertEntries), so the year end that follows is recomputed.
 */
function entriesFor(
  type: repo.LeaveTypeRow,
  e: LeaveEmployee,
  stored: ledger.LedgerRow[],
  asOf: string,
): LedgerEntry[] {
  const own: AnyEntry[] = stored.filter((s) => s.leaveTypeId === type.id);
  const computed = systemEntries(
    type,
    eligibleFrom(type, e),
    own.map((x) => ({ ...x, period: x.period ?? null })),
    asOf,
  );
  const all: AnyEntry[] = [...own, ...computed];
  return all
    .filter((x) => x.effectiveDate <= asOf)
    .map((x) => ({
      id: x.id ?? `${x.kind}:${x.period}`,
      kind: x.kind as LedgerEntry['kind'],
      days: x.days,
      effectiveDate: x.effectiveDate,
      reason: x.reason,
      requestId: x.requestId ?? null,
    }))
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || order(a.kind) - order(b.kind));
}
// On one day: the year end first, then the new year's accrual, then what happened that day.
const KIND_ORDER = ['lapse', 'carry_over', 'accrual', 'expiry', 'adjustment', 'taken', 'returned'];
const order = (kind: string) => KIND_ORDER.indexOf(kind);
const total = (entries: { days: number }[]) => roundDays(entries.reduce((s, x) => s + x.days, 0));

/**
 * The balance a request starting on `startDate` may use: the ledger as it will stand that day (or today,
 * if later), less the days other pending requests hold.
 */
export async function availableDays(
  db: DbOrTx,
  organizationId: string,
  e: LeaveEmployee,
  type: repo.LeaveTypeRow,
  startDate: string,
  today: string,
  exceptId?: string,
) {
  const stored = await ledger.listEntries(db, organizationId, e.id, [type.id]);
  const balance = total(entriesFor(type, e, stored, maxDate(today, startDate)));
  const pending = (await repo.pendingDaysByType(db, organizationId, e.id, exceptId)).get(type.id) ?? 0;
  return { balance, available: roundDays(balance - pending) };
}

/** GET leaves/balances?employeeId=: each type the employee may take (or has entries in), with its entries. */
export async function getBalances(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  asOf: string,
): Promise<LeaveBalance[]> {
  const e = await loadEmployee(db, organizationId, employeeId);
  const types = await repo.listTypes(db, organizationId);
  const stored = await ledger.listEntries(db, organizationId, e.id);
  const pending = await repo.pendingDaysByType(db, organizationId, e.id);
  return types
    .filter((t) => stored.some((x) => x.leaveTypeId === t.id) || (!t.archivedAt && !ineligibility(t, e)))
    .map((t) => {
      const entries = entriesFor(t, e, stored, asOf);
      return {
        leaveType: { id: t.id, name: t.name, paid: t.paid },
        eligible: !ineligibility(t, e),
        balance: total(entries),
        pending: pending.get(t.id) ?? 0,
        entries,
      };
    });
}

/** POST leaves/balances/adjustments: a manual entry with its reason (audited by the route). */
export async function adjustBalance(
  db: DbOrTx,
  organizationId: string,
  actorId: string,
  input: z.output<typeof adjustmentInputSchema>,
  today: string,
) {
  const e = await loadEmployee(db, organizationId, input.employeeId);
  const type = await repo.findType(db, organizationId, input.leaveTypeId);
  if (!type) throw fieldError('leaveTypeId', 'leave.validation.typeUnavailable');
  await ledger.insertEntries(db, [
    {
      organizationId,
      employeeId: e.id,
      leaveTypeId: type.id,
      kind: 'adjustment',
      days: input.days,
      effectiveDate: input.effectiveDate ?? today,
      reason: input.reason,
      createdBy: actorId,
    },
  ]);
  return (await getBalances(db, organizationId, e.id, maxDate(today, input.effectiveDate ?? today))).find(
    (b) => b.leaveType.id === type.id,
  )!;
}
