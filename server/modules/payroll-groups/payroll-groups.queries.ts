import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payrollGroups } from '@/server/db/schema';
import { listGroupNames } from './payroll-groups.repo';

/**
 * The payroll groups module's read API for other modules: names only, never pay settings, so a module
 * whose admins lack `employees` or `payroll.*` (leave) can offer groups in a picker without exposing pay.
 */
export const findPayrollGroupRefs = (
  db: DbOrTx,
  organizationId: string,
  ids?: string[],
): Promise<{ id: string; name: string }[]> =>
  ids?.length === 0 ? Promise.resolve([]) : listGroupNames(db, organizationId, ids);

/** How many payroll groups the organisation has (the dashboard's totals; no pay settings). */
export async function countPayrollGroups(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payrollGroups)
    .where(eq(payrollGroups.organizationId, organizationId));
  return Number(row?.n ?? 0);
}
