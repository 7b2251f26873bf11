import 'server-only';
import type { DbOrTx } from '@/server/db/client';
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
