import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employeeAddons, employeeQueries, employeeSuspensions, users } from '@/server/db/schema';

/** Add-ons, suspensions and queries: rows that hang off one employee. Every lookup is scoped to the organisation. */

export type AddonRow = typeof employeeAddons.$inferSelect;
export type SuspensionRow = typeof employeeSuspensions.$inferSelect;
export type QueryRow = typeof employeeQueries.$inferSelect;

const addonOf = (organizationId: string, id: string) =>
  and(eq(employeeAddons.organizationId, organizationId), eq(employeeAddons.id, id));

export function listAddons(db: DbOrTx, organizationId: string, employeeId: string) {
  return db
    .select()
    .from(employeeAddons)
    .where(and(eq(employeeAddons.organizationId, organizationId), eq(employeeAddons.employeeId, employeeId)))
    .orderBy(desc(employeeAddons.startPeriod), desc(employeeAddons.createdAt));
}

export async function findAddon(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db.select().from(employeeAddons).where(addonOf(organizationId, id));
  return row;
}

export async function insertAddon(db: DbOrTx, values: typeof employeeAddons.$inferInsert) {
  const [row] = await db.insert(employeeAddons).values(values).returning();
  return row!;
}

export async function updateAddon(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof employeeAddons.$inferInsert>,
) {
  const [row] = await db.update(employeeAddons).set(values).where(addonOf(organizationId, id)).returning();
  return row;
}

export function deleteAddon(db: DbOrTx, organizationId: string, id: string) {
  return db.delete(employeeAddons).where(addonOf(organizationId, id));
}

/** The suspension not yet revoked, newest first: the one the employee is serving now. */
export async function findLiveSuspension(db: DbOrTx, organizationId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(employeeSuspensions)
    .where(
      and(
        eq(employeeSuspensions.organizationId, organizationId),
        eq(employeeSuspensions.employeeId, employeeId),
        isNull(employeeSuspensions.revokedAt),
      ),
    )
    .orderBy(desc(employeeSuspensions.createdAt))
    .limit(1);
  return row;
}

export async function findSuspension(db: DbOrTx, organizationId: string, employeeId: string, id: string) {
  const [row] = await db
    .select()
    .from(employeeSuspensions)
    .where(
      and(
        eq(employeeSuspensions.organizationId, organizationId),
        eq(employeeSuspensions.employeeId, employeeId),
        eq(employeeSuspensions.id, id),
      ),
    );
  return row;
}

export function insertSuspensions(db: DbOrTx, values: (typeof employeeSuspensions.$inferInsert)[]) {
  return db.insert(employeeSuspensions).values(values);
}

/** Ends every unrevoked suspension of these employees (revoking one, or separating the employee). */
export function revokeSuspensions(db: DbOrTx, organizationId: string, employeeIds: string[], at: Date) {
  return db
    .update(employeeSuspensions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(employeeSuspensions.organizationId, organizationId),
        inArray(employeeSuspensions.employeeId, employeeIds),
        isNull(employeeSuspensions.revokedAt),
      ),
    );
}

/** Queries with the name of the user who issued each (the screen shows who asked). */
export function listQueries(db: DbOrTx, organizationId: string, employeeId: string) {
  return db
    .select({
      query: employeeQueries,
      issuerName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(employeeQueries)
    .leftJoin(users, eq(users.id, employeeQueries.issuedBy))
    .where(
      and(eq(employeeQueries.organizationId, organizationId), eq(employeeQueries.employeeId, employeeId)),
    )
    .orderBy(desc(employeeQueries.createdAt));
}

export async function findQuery(db: DbOrTx, organizationId: string, employeeId: string, id: string) {
  const [row] = await db
    .select()
    .from(employeeQueries)
    .where(
      and(
        eq(employeeQueries.organizationId, organizationId),
        eq(employeeQueries.employeeId, employeeId),
        eq(employeeQueries.id, id),
      ),
    );
  return row;
}

export async function insertQuery(db: DbOrTx, values: typeof employeeQueries.$inferInsert) {
  const [row] = await db.insert(employeeQueries).values(values).returning();
  return row!;
}

/** Records the response only while there is none, so two clerks cannot overwrite each other's record. */
export async function answerQuery(db: DbOrTx, id: string, response: string, at: Date) {
  const [row] = await db
    .update(employeeQueries)
    .set({ response, respondedAt: at })
    .where(and(eq(employeeQueries.id, id), isNull(employeeQueries.respondedAt)))
    .returning();
  return row;
}
