import 'server-only';
import { and, asc, count, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import {
  employees,
  shiftLocations,
  shiftRoster,
  shifts,
  shiftSettings,
  shiftWages,
} from '@/server/db/schema';

/**
 * SQL on the shifts tables. Reads of `employees` (names, pay currency, employment dates) are read-only joins
 * for the grid and reports, set-based so 2,000 people cost one query; nothing here writes another module's table.
 */

// ——— Locations ———
export type LocationRow = typeof shiftLocations.$inferSelect;

export function listLocations(db: DbOrTx, organizationId: string, today: string) {
  return db
    .select({
      id: shiftLocations.id,
      name: shiftLocations.name,
      address: shiftLocations.address,
      notes: shiftLocations.notes,
      createdAt: shiftLocations.createdAt,
      // Qualified by hand: inside a subquery Drizzle would leave `id` unqualified (and it would mean the shift's).
      futureShifts: sql<number>`(select count(*)::int from shifts s where s.organization_id = ${organizationId} and s.location_id = "shift_locations"."id" and s.date >= ${today})`,
    })
    .from(shiftLocations)
    .where(and(eq(shiftLocations.organizationId, organizationId), isNull(shiftLocations.deletedAt)))
    .orderBy(asc(sql`lower(${shiftLocations.name})`));
}

export async function findLocations(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(shiftLocations)
    .where(
      and(
        eq(shiftLocations.organizationId, organizationId),
        inArray(shiftLocations.id, ids),
        isNull(shiftLocations.deletedAt),
      ),
    );
}

export async function findLocationByName(db: DbOrTx, organizationId: string, name: string) {
  const [row] = await db
    .select({ id: shiftLocations.id })
    .from(shiftLocations)
    .where(
      and(
        eq(shiftLocations.organizationId, organizationId),
        isNull(shiftLocations.deletedAt),
        sql`lower(${shiftLocations.name}) = lower(${name})`,
      ),
    );
  return row;
}

export async function insertLocation(db: DbOrTx, values: typeof shiftLocations.$inferInsert) {
  const [row] = await db.insert(shiftLocations).values(values).returning();
  return row!;
}

/** Locks the location row, so no shift is added to it while it is being deleted. */
export async function lockLocation(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(shiftLocations)
    .where(
      and(
        eq(shiftLocations.organizationId, organizationId),
        eq(shiftLocations.id, id),
        isNull(shiftLocations.deletedAt),
      ),
    )
    .for('update');
  return row;
}

export async function countFutureShifts(
  db: DbOrTx,
  organizationId: string,
  locationId: string,
  today: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        eq(shifts.locationId, locationId),
        gte(shifts.date, today),
      ),
    );
  return row?.n ?? 0;
}

export function softDeleteLocation(db: DbOrTx, organizationId: string, id: string, at: Date) {
  return db
    .update(shiftLocations)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(shiftLocations.organizationId, organizationId), eq(shiftLocations.id, id)));
}

/** Locks the given live locations (shared), so a concurrent delete waits for the shifts being added. */
export async function shareLocations(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: shiftLocations.id })
    .from(shiftLocations)
    .where(
      and(
        eq(shiftLocations.organizationId, organizationId),
        inArray(shiftLocations.id, ids),
        isNull(shiftLocations.deletedAt),
      ),
    )
    .for('share');
}

// ——— Settings ———
export async function findWeeklyMinutes(db: DbOrTx, organizationId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ m: shiftSettings.weeklyMinutes })
    .from(shiftSettings)
    .where(eq(shiftSettings.organizationId, organizationId));
  return row?.m;
}

export function upsertSettings(db: DbOrTx, organizationId: string, weeklyMinutes: number, at: Date) {
  return db
    .insert(shiftSettings)
    .values({ organizationId, weeklyMinutes, updatedAt: at })
    .onConflictDoUpdate({ target: shiftSettings.organizationId, set: { weeklyMinutes, updatedAt: at } });
}

// ——— Employees (read-only) and the roster ———
const person = {
  id: employees.id,
  staffId: employees.staffId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  payCurrency: employees.payCurrency,
  startDate: employees.startDate,
  separatedAt: employees.separatedAt,
  status: employees.status,
};
export type PersonRow = {
  id: string;
  staffId: string;
  firstName: string;
  lastName: string;
  payCurrency: string;
  startDate: string;
  separatedAt: string | null;
  status: string;
};

/** The organisation's employees among `ids` (others' ids are absent). */
export async function findPeople(db: DbOrTx, organizationId: string, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(person)
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, ids)));
}

/** Everyone on the roster, plus anyone with a shift in [from, to], by name (one query, no per-row subqueries). */
export async function listRosterPeople(
  db: DbOrTx,
  organizationId: string,
  from: string,
  to: string,
): Promise<(PersonRow & { onRoster: boolean })[]> {
  const res = (await db.execute(sql`
    select e.id, e.staff_id as "staffId", e.first_name as "firstName", e.last_name as "lastName", e.pay_currency as "payCurrency",
           e.start_date::text as "startDate", e.separated_at::text as "separatedAt", e.status, (r.employee_id is not null) as "onRoster"
    from employees e
    left join shift_roster r on r.organization_id = ${organizationId} and r.employee_id = e.id
    where e.organization_id = ${organizationId}
      and (r.employee_id is not null
           or e.id in (select s.employee_id from shifts s where s.organization_id = ${organizationId} and s.date between ${from} and ${to}))
    order by e.last_name, e.first_name, e.id`)) as unknown as { rows: (PersonRow & { onRoster: boolean })[] };
  return res.rows;
}

/** Locks the roster rows of `employeeIds` (the per-employee lock for shift changes); answers who is on it. */
export async function lockRoster(
  db: DbOrTx,
  organizationId: string,
  employeeIds: string[],
): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await db
    .select({ id: shiftRoster.employeeId })
    .from(shiftRoster)
    .where(and(eq(shiftRoster.organizationId, organizationId), inArray(shiftRoster.employeeId, employeeIds)))
    .orderBy(asc(shiftRoster.employeeId))
    .for('update');
  return new Set(rows.map((r) => r.id));
}

export async function listRosterIds(db: DbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: shiftRoster.employeeId })
    .from(shiftRoster)
    .where(eq(shiftRoster.organizationId, organizationId));
  return rows.map((r) => r.id);
}

export async function addToRoster(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return 0;
  const rows = await db
    .insert(shiftRoster)
    .values(employeeIds.map((employeeId) => ({ organizationId, employeeId })))
    .onConflictDoNothing()
    .returning({ id: shiftRoster.id });
  return rows.length;
}

export function removeFromRoster(db: DbOrTx, organizationId: string, employeeId: string) {
  return db
    .delete(shiftRoster)
    .where(and(eq(shiftRoster.organizationId, organizationId), eq(shiftRoster.employeeId, employeeId)));
}

// ——— Wages ———
export type WageRecord = typeof shiftWages.$inferSelect;

/** Wage history of the employees (all of the organisation's when `employeeIds` is undefined), oldest first. */
export function listWages(db: DbOrTx, organizationId: string, employeeIds?: readonly string[]) {
  const where = [eq(shiftWages.organizationId, organizationId)];
  if (employeeIds) where.push(anyOf(shiftWages.employeeId, employeeIds));
  return db
    .select()
    .from(shiftWages)
    .where(and(...where))
    .orderBy(asc(shiftWages.employeeId), asc(shiftWages.effectiveFrom));
}

export async function upsertWage(db: DbOrTx, values: typeof shiftWages.$inferInsert) {
  const [row] = await db
    .insert(shiftWages)
    .values(values)
    .onConflictDoUpdate({
      target: [shiftWages.organizationId, shiftWages.employeeId, shiftWages.effectiveFrom],
      set: {
        hourlyRate: values.hourlyRate,
        overtimeMultiplierBp: values.overtimeMultiplierBp,
        currency: values.currency,
      },
    })
    .returning();
  return row!;
}

// ——— Shifts ———
export type ShiftRow = {
  id: string;
  employeeId: string;
  locationId: string;
  locationName: string;
  date: string;
  startMinute: number;
  endMinute: number;
  breakMinutes: number;
  note: string | null;
};

export type ShiftFilter = { from: string; to: string; employeeIds?: readonly string[]; locationId?: string };

/** `column = any($1::uuid[])`: one parameter however many ids (2,000 bind parameters cost more than the query). */
export const anyOf = (
  column: SQL | typeof shifts.employeeId | typeof shiftWages.employeeId,
  ids: readonly string[],
) => sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;

function filterSql(organizationId: string, f: ShiftFilter): SQL {
  const where = [sql`s.organization_id = ${organizationId}`, sql`s.date between ${f.from} and ${f.to}`];
  if (f.employeeIds) where.push(f.employeeIds.length ? anyOf(sql`s.employee_id`, f.employeeIds) : sql`false`);
  if (f.locationId) where.push(sql`s.location_id = ${f.locationId}`);
  return sql.join(where, sql` and `);
}

/**
 * Raw SQL rather than the query builder: a week of 2,000 people is 10,000 rows, and Drizzle's per-row mapping
 * (plus a join it would map) cost more than the query itself.
 */
async function selectShifts(db: DbOrTx, where: SQL): Promise<ShiftRow[]> {
  const res = (await db.execute(sql`
    select s.id, s.employee_id as "employeeId", s.location_id as "locationId", l.name as "locationName", s.date::text as date,
           s.start_minute as "startMinute", s.end_minute as "endMinute", s.break_minutes as "breakMinutes", s.note
    from shifts s join shift_locations l on l.id = s.location_id
    where ${where}
    order by s.date, s.start_minute, s.id`)) as unknown as { rows: ShiftRow[] };
  return res.rows;
}

export function listShifts(db: DbOrTx, organizationId: string, f: ShiftFilter): Promise<ShiftRow[]> {
  return selectShifts(db, filterSql(organizationId, f));
}

export async function findShifts(db: DbOrTx, organizationId: string, ids: string[]): Promise<ShiftRow[]> {
  if (ids.length === 0) return [];
  return selectShifts(db, sql`s.organization_id = ${organizationId} and ${anyOf(sql`s.id`, ids)}`);
}

export type NewShift = {
  organizationId: string;
  employeeId: string;
  locationId: string;
  date: string;
  startMinute: number;
  endMinute: number;
  breakMinutes: number;
  note: string | null;
};

/** Inserts in chunks of 2,000, each one statement with one JSON parameter (a pasted week of 2,000 people is ~7 statements). */
export async function insertShifts(db: DbOrTx, rows: NewShift[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000).map((r) => ({
      organization_id: r.organizationId,
      employee_id: r.employeeId,
      location_id: r.locationId,
      date: r.date,
      start_minute: r.startMinute,
      end_minute: r.endMinute,
      break_minutes: r.breakMinutes,
      note: r.note,
    }));
    const res = (await db.execute(sql`
      insert into ${shifts} (organization_id, employee_id, location_id, date, start_minute, end_minute, break_minutes, note)
      select organization_id, employee_id, location_id, date, start_minute, end_minute, break_minutes, note
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as x(organization_id uuid, employee_id uuid, location_id uuid, date date, start_minute smallint, end_minute smallint, break_minutes smallint, note text)
      returning id`)) as unknown as { rows: { id: string }[] };
    ids.push(...res.rows.map((r) => r.id));
  }
  return ids;
}

export async function deleteShiftsByIds(db: DbOrTx, organizationId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(shifts)
    .where(and(eq(shifts.organizationId, organizationId), inArray(shifts.id, ids)))
    .returning({ id: shifts.id });
  return rows.length;
}

export async function deleteShiftsWhere(db: DbOrTx, organizationId: string, f: ShiftFilter): Promise<number> {
  const res = (await db.execute(
    sql`delete from shifts s where ${filterSql(organizationId, f)} returning s.id`,
  )) as unknown as { rows: unknown[] };
  return res.rows.length;
}

/** The same changes on every id (one statement). */
export async function updateShifts(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  changes: { startMinute?: number; endMinute?: number; breakMinutes?: number; locationId?: string },
  at: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(shifts)
    .set({ ...changes, updatedAt: at })
    .where(and(eq(shifts.organizationId, organizationId), inArray(shifts.id, ids)))
    .returning({ id: shifts.id });
  return rows.length;
}

/** Names of locations, retired ones included (past shifts still report under them). */
export async function locationNames(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shiftLocations.id, name: shiftLocations.name })
    .from(shiftLocations)
    .where(and(eq(shiftLocations.organizationId, organizationId), inArray(shiftLocations.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
