import 'server-only';
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employees, payrollGroups, type GroupSettings } from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';
import { monthlyGrossSql } from '@/server/modules/employees/employees.queries';

export type PayrollGroupRow = typeof payrollGroups.$inferSelect;

function listConditions(organizationId: string, search?: string): SQL | undefined {
  return and(
    eq(payrollGroups.organizationId, organizationId),
    search ? ilike(payrollGroups.name, containsPattern(search)) : undefined,
  );
}

/**
 * Members per (group, pay currency): head count of everyone, gross of those still employed. The outer query
 * folds it into one row per group, so a page of groups with their totals is a single statement.
 */
function memberTotals(db: DbOrTx, organizationId: string) {
  return db
    .select({
      groupId: sql<string>`${employees.payrollGroupId}`.as('group_id'),
      currency: sql<string>`${employees.payCurrency}`.as('currency'),
      members: sql<number>`count(*)`.as('members'),
      gross: sql<number>`sum(${monthlyGrossSql}) filter (where ${employees.status} <> 'separated')`.as(
        'gross',
      ),
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), sql`${employees.payrollGroupId} is not null`))
    .groupBy(employees.payrollGroupId, employees.payCurrency)
    .as('m');
}

/** Groups with head count and monthly gross per currency; `limit` undefined returns every match (`result=all`). */
export function listGroups(
  db: DbOrTx,
  organizationId: string,
  f: { search?: string; limit?: number; offset?: number; ids?: string[] },
) {
  const m = memberTotals(db, organizationId);
  const query = db
    .select({
      id: payrollGroups.id,
      name: payrollGroups.name,
      description: payrollGroups.description,
      createdAt: payrollGroups.createdAt,
      employeeCount: sql<number>`coalesce(sum(${m.members}), 0)::int`,
      // bigint sums leave PostgreSQL as numbers inside jsonb; money stays exact up to 2^53 minor units.
      monthlyGross: sql<
        Record<string, number>
      >`coalesce(jsonb_object_agg(${m.currency}, ${m.gross}::bigint) filter (where ${m.gross} is not null), '{}'::jsonb)`,
    })
    .from(payrollGroups)
    .leftJoin(m, eq(m.groupId, payrollGroups.id))
    .where(
      and(listConditions(organizationId, f.search), f.ids ? inArray(payrollGroups.id, f.ids) : undefined),
    )
    .groupBy(payrollGroups.id)
    .orderBy(asc(sql`lower(${payrollGroups.name})`), asc(payrollGroups.id))
    .$dynamic();
  if (f.limit !== undefined) query.limit(f.limit).offset(f.offset ?? 0);
  return query;
}
export type GroupListRow = Awaited<ReturnType<typeof listGroups>>[number];

export async function countGroups(db: DbOrTx, organizationId: string, search?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(payrollGroups)
    .where(listConditions(organizationId, search));
  return row?.n ?? 0;
}

/** The group row (with its settings); `lock` holds it until the transaction ends. */
export async function findGroup(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(payrollGroups)
    .where(and(eq(payrollGroups.organizationId, organizationId), eq(payrollGroups.id, id)))
    .$dynamic();
  if (lock) query.for('update');
  const [row] = await query;
  return row;
}

/** Another group of the organisation with this name, ignoring case (the unique index's rule). */
export async function findGroupByName(db: DbOrTx, organizationId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: payrollGroups.id })
    .from(payrollGroups)
    .where(
      and(
        eq(payrollGroups.organizationId, organizationId),
        sql`lower(${payrollGroups.name}) = lower(${name})`,
        exceptId ? ne(payrollGroups.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertGroup(db: DbOrTx, values: typeof payrollGroups.$inferInsert) {
  const [row] = await db.insert(payrollGroups).values(values).returning();
  return row!;
}

export function updateGroup(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof payrollGroups.$inferInsert>,
) {
  return db
    .update(payrollGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(payrollGroups.organizationId, organizationId), eq(payrollGroups.id, id)));
}

export function deleteGroup(db: DbOrTx, organizationId: string, id: string) {
  return db
    .delete(payrollGroups)
    .where(and(eq(payrollGroups.organizationId, organizationId), eq(payrollGroups.id, id)));
}

// ——— Settings overrides ———
// Each change is one atomic jsonb statement, so two admins overriding different keys never lose each other's.

type SettingsPart = Exclude<keyof GroupSettings, 'toggles'>;

function setSettings(db: DbOrTx, organizationId: string, id: string, expression: SQL) {
  return db
    .update(payrollGroups)
    .set({ settings: sql`${expression}`, updatedAt: new Date() })
    .where(and(eq(payrollGroups.organizationId, organizationId), eq(payrollGroups.id, id)));
}

export const overrideToggle = (
  db: DbOrTx,
  organizationId: string,
  id: string,
  key: string,
  enabled: boolean,
) =>
  setSettings(
    db,
    organizationId,
    id,
    sql`jsonb_set(${payrollGroups.settings}, '{toggles}', coalesce(${payrollGroups.settings}->'toggles', '{}'::jsonb) || jsonb_build_object(${key}::text, ${enabled}::boolean))`,
  );

export const inheritToggle = (db: DbOrTx, organizationId: string, id: string, key: string) =>
  setSettings(db, organizationId, id, sql`${payrollGroups.settings} #- array['toggles', ${key}]::text[]`);

export const overridePart = (
  db: DbOrTx,
  organizationId: string,
  id: string,
  part: SettingsPart,
  value: object,
) =>
  setSettings(
    db,
    organizationId,
    id,
    sql`${payrollGroups.settings} || jsonb_build_object(${part}::text, ${JSON.stringify(value)}::jsonb)`,
  );

export const inheritPart = (db: DbOrTx, organizationId: string, id: string, part: SettingsPart) =>
  setSettings(db, organizationId, id, sql`${payrollGroups.settings} - ${part}::text`);

/** Ids and names only (no pay settings): for other modules' pickers. */
export function listGroupNames(db: DbOrTx, organizationId: string, ids?: string[]) {
  return db
    .select({ id: payrollGroups.id, name: payrollGroups.name })
    .from(payrollGroups)
    .where(
      and(eq(payrollGroups.organizationId, organizationId), ids ? inArray(payrollGroups.id, ids) : undefined),
    )
    .orderBy(asc(sql`lower(${payrollGroups.name})`));
}
