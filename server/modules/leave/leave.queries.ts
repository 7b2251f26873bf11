import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import * as repo from './leave.repo';

/** How many leave requests wait for review (the dashboard's task). */
export const pendingRequestCount = (db: DbOrTx, organizationId: string) =>
  repo.countRequests(db, { organizationId, status: 'pending' });

export type ApprovedLeave = { startDate: string; endDate: string; typeName: string };

/**
 * What other modules may ask of leave: who is on approved leave between two dates (YYYY-MM-DD, inclusive),
 * per employee. Shifts refuses a shift on such a day.
 */
export async function approvedLeaveByEmployee(
  db: DbOrTx,
  organizationId: string,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, ApprovedLeave[]>> {
  const out = new Map<string, ApprovedLeave[]>();
  if (employeeIds.length === 0) return out;
  for (const r of await repo.listApprovedLeave(db, organizationId, employeeIds, from, to)) {
    const list = out.get(r.employeeId) ?? [];
    list.push({ startDate: r.startDate, endDate: r.endDate, typeName: r.typeName });
    out.set(r.employeeId, list);
  }
  return out;
}

/** Day arithmetic on YYYY-MM-DD dates (wage access's cut-off before pay day): leave's calendar. */
export { addDays } from './leave-dates';
