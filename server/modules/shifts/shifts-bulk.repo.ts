import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { anyOf } from './shifts.repo';

/**
 * Set-based SQL on the shifts tables for the heavy calls: report sums and pasting a week. Each is one statement
 * whatever the number of people (issue 16's bench: 2,000 on the roster).
 */

// ——— Priced aggregates in SQL (reports) ———
export type AggregateRow = {
  kind: 'employee' | 'location' | 'day' | 'total';
  key: string | null;
  shifts: number;
  regularMinutes: number;
  overtimeMinutes: number;
  cost: number;
};

/**
 * Minutes and cost per employee, location and day, and in total, over [from, to], priced in the database the
 * same way as `priceShifts` (shifts.calc.ts): paid minutes per Monday–Sunday week in shift order, overtime past
 * `weeklyMinutes`, the wage in force on the shift's date, cost rounded half up per shift. A month of 2,000
 * people is 40,000 shifts: summing them here ships five small tables instead of every shift.
 */
export async function aggregatePriced(
  db: DbOrTx,
  organizationId: string,
  f: {
    from: string;
    to: string;
    weekFrom: string;
    weekTo: string;
    weeklyMinutes: number;
    employeeIds?: readonly string[];
    locationId?: string;
    daysOnly?: boolean;
  },
): Promise<AggregateRow[]> {
  // The grid needs only day totals and the grand total; the report needs every table.
  const sets = f.daysOnly
    ? sql`grouping sets ((date), ())`
    : sql`grouping sets ((employee_id), (location_id), (date), ())`;
  // GROUPING() may only name columns of the grouping sets.
  const kind = f.daysOnly
    ? sql`case when grouping(date) = 0 then 'day' else 'total' end`
    : sql`case when grouping(employee_id) = 0 then 'employee' when grouping(location_id) = 0 then 'location' when grouping(date) = 0 then 'day' else 'total' end`;
  const key = f.daysOnly ? sql`date::text` : sql`coalesce(employee_id::text, location_id::text, date::text)`;
  const employees = f.employeeIds ? sql`and ${anyOf(sql`s.employee_id`, f.employeeIds)}` : sql``;
  // Overtime counts every location's hours; the filter applies after the weekly split.
  const location = f.locationId ? sql`and c.location_id = ${f.locationId}` : sql``;
  const res = (await db.execute(sql`
    with base as (
      select s.id, s.employee_id, s.location_id, s.date, s.start_minute,
             greatest(0, (case when s.end_minute > s.start_minute then s.end_minute - s.start_minute else s.end_minute + 1440 - s.start_minute end) - s.break_minutes) as paid
      from shifts s
      where s.organization_id = ${organizationId} and s.date between ${f.weekFrom} and ${f.weekTo} ${employees}
    ),
    cumulative as (
      select b.*, sum(b.paid) over (partition by b.employee_id, date_trunc('week', b.date) order by b.date, b.start_minute, b.id rows unbounded preceding) as upto
      from base b
    ),
    split as (
      select c.*, least(c.paid, greatest(0, ${f.weeklyMinutes} - (c.upto - c.paid))) as regular
      from cumulative c
      where c.date between ${f.from} and ${f.to} ${location}
    ),
    wages as (
      select w.employee_id, w.hourly_rate, w.overtime_multiplier_bp, w.effective_from,
             lead(w.effective_from) over (partition by w.employee_id order by w.effective_from) as until
      from shift_wages w where w.organization_id = ${organizationId}
    ),
    priced as (
      select p.employee_id, p.location_id, p.date, p.regular, p.paid - p.regular as overtime,
             coalesce(round((p.regular::numeric * w.hourly_rate * 10000 + (p.paid - p.regular)::numeric * w.hourly_rate * w.overtime_multiplier_bp) / 600000), 0) as cost
      from split p
      left join wages w on w.employee_id = p.employee_id and p.date >= w.effective_from and (w.until is null or p.date < w.until)
    )
    select ${kind} as kind, ${key} as key,
           count(*)::int as shifts, sum(regular)::int as "regularMinutes", sum(overtime)::int as "overtimeMinutes", sum(cost)::bigint as cost
    from priced
    group by ${sets}`)) as unknown as {
    rows: (Omit<AggregateRow, 'cost'> & { cost: string | number | null })[];
  };
  return res.rows.map((r) => ({ ...r, cost: Number(r.cost ?? 0) }));
}

/**
 * Copies the scope's shifts of [sourceFrom, sourceTo] `offset` days on, in one statement: a copy is skipped
 * when its person is not employed on the new date, its location is retired, or it would overlap a shift
 * already there (back-to-back is fine). Source shifts never overlap each other, so neither do their copies.
 * Answers how many were created.
 */
export async function pasteShifts(
  db: DbOrTx,
  organizationId: string,
  f: {
    sourceFrom: string;
    sourceTo: string;
    offset: number;
    employeeIds: readonly string[];
    locationId?: string;
  },
): Promise<{ created: number; source: number }> {
  if (f.employeeIds.length === 0) return { created: 0, source: 0 };
  const location = f.locationId ? sql`and s.location_id = ${f.locationId}` : sql``;
  const start = (t: string) => sql.raw(`((${t}.date - date '1970-01-01') * 1440 + ${t}.start_minute)`);
  const span = (t: string) =>
    sql.raw(
      `(case when ${t}.end_minute > ${t}.start_minute then ${t}.end_minute - ${t}.start_minute else ${t}.end_minute + 1440 - ${t}.start_minute end)`,
    );
  const res = (await db.execute(sql`
    with source as (
      select s.employee_id, s.location_id, (s.date + ${f.offset}::int) as date, s.start_minute, s.end_minute, s.break_minutes, s.note
      from shifts s
      where s.organization_id = ${organizationId} and s.date between ${f.sourceFrom} and ${f.sourceTo}
        and ${anyOf(sql`s.employee_id`, f.employeeIds)} ${location}
    ),
    inserted as (
      insert into shifts (organization_id, employee_id, location_id, date, start_minute, end_minute, break_minutes, note)
      select ${organizationId}, c.employee_id, c.location_id, c.date, c.start_minute, c.end_minute, c.break_minutes, c.note
      from source c
      join employees e on e.id = c.employee_id and e.organization_id = ${organizationId}
      join shift_locations l on l.id = c.location_id and l.deleted_at is null
      where c.date >= e.start_date
        and (e.separated_at is null or c.date < e.separated_at) and (e.separated_at is not null or e.status <> 'separated')
        and not exists (
          select 1 from shifts t
          where t.organization_id = ${organizationId} and t.employee_id = c.employee_id and t.date between c.date - 1 and c.date + 1
            and ${start('t')} < ${start('c')} + ${span('c')} and ${start('c')} < ${start('t')} + ${span('t')}
        )
      returning 1
    )
    select (select count(*)::int from inserted) as created, (select count(*)::int from source) as source`)) as unknown as {
    rows: { created: number; source: number }[];
  };
  return res.rows[0]!;
}
