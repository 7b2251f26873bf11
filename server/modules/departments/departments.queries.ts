import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { departments } from '@/server/db/schema';
import { listDepartmentNames } from './departments.repo';
import { listJobRoleNames } from './job-roles.repo';

/**
 * The departments module's read API for other modules (employees shows and checks department and role
 * names). A `*.queries.ts` file imports nothing from other modules, so it never closes an import cycle.
 */

export type NamedRef = { id: string; name: string };

/** The organisation's departments (all, or those among `ids`), by name. */
export const findDepartmentRefs = (
  db: DbOrTx,
  organizationId: string,
  ids?: string[],
): Promise<NamedRef[]> =>
  ids?.length === 0 ? Promise.resolve([]) : listDepartmentNames(db, organizationId, ids);

/** The organisation's job roles (all, or those among `ids`), by title. */
export const findJobRoleRefs = (db: DbOrTx, organizationId: string, ids?: string[]): Promise<NamedRef[]> =>
  ids?.length === 0 ? Promise.resolve([]) : listJobRoleNames(db, organizationId, ids);

/** How many departments the organisation has (the dashboard's totals). */
export async function countDepartments(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(departments)
    .where(eq(departments.organizationId, organizationId));
  return Number(row?.n ?? 0);
}
