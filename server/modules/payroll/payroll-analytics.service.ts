import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bandEdges,
  defaultRange,
  type DepartmentDistribution,
  type SalaryDistribution,
  type SalaryStat,
} from '@/lib/contracts/payroll-analytics';
import type { DbOrTx } from '@/server/db/client';
import { COUNTED_RUN_STATES } from './payslip.data';

/**
 * Payroll analytics, one set-based statement each (no row reaches the app server): the rows of the runs that
 * paid people (COUNTED_RUN_STATES) with a period in [from, to]; flagged rows (never paid) are left out.
 */
type Range = { from: string; to: string };
const rows = <T>(r: unknown) => (r as { rows?: T[] }).rows ?? (r as T[]);
const int = (v: unknown) => Math.round(Number(v ?? 0));

export function resolveRange(q: { from?: string; to?: string }, now: Date): Range {
  // no `to`: this month (or `from`'s, when later); no `from`: the 12 months ending with `to`
  const thisMonth = defaultRange(now).to;
  const to = q.to ?? (q.from && q.from > thisMonth ? q.from : thisMonth);
  const from =
    q.from ?? defaultRange(new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5)) - 1, 1))).from;
  return { from, to };
}

const counted = sql.raw(COUNTED_RUN_STATES.map((s) => `'${s}'`).join(', '));

/** payroll_run_employees joined to their counted runs in range, as `e` and `r`. */
const paidRows = (organizationId: string, r: Range) => sql`
  from payroll_run_employees e
  join payroll_runs r on r.id = e.run_id and r.organization_id = ${organizationId}::uuid
  where e.organization_id = ${organizationId}::uuid and r.status in (${counted})
    and r.period >= ${r.from} and r.period <= ${r.to} and not e.flagged`;

async function countRuns(db: DbOrTx, organizationId: string, r: Range) {
  const [row] = rows<{ n: string }>(
    await db.execute(
      sql`select count(*) as n from payroll_runs r where r.organization_id = ${organizationId}::uuid and r.status in (${counted}) and r.period >= ${r.from} and r.period <= ${r.to}`,
    ),
  );
  return int(row?.n);
}

/** Employee-months: what each employee was paid per period and currency (all that month's runs together). */
const employeeMonths = (organizationId: string, r: Range) => sql`
  select e.currency, e.employee_id, r.period, sum(e.gross) as gross, sum(e.net) as net ${paidRows(organizationId, r)}
  group by e.currency, e.employee_id, r.period`;

export async function salaryStat(db: DbOrTx, organizationId: string, r: Range): Promise<SalaryStat> {
  const stats = (c: string) =>
    sql.raw(
      `round(avg(${c})) as ${c}_avg, percentile_cont(0.5) within group (order by ${c}) as ${c}_median, min(${c}) as ${c}_min, max(${c}) as ${c}_max, sum(${c}) as ${c}_total`,
    );
  const [result, runs] = await Promise.all([
    db.execute(sql`with em as (${employeeMonths(organizationId, r)})
      select currency, count(distinct employee_id) as headcount, count(*) as months, ${stats('gross')}, ${stats('net')}
      from em group by currency order by currency`),
    countRuns(db, organizationId, r),
  ]);
  const fig = (row: Record<string, unknown>, c: string) => ({
    average: int(row[`${c}_avg`]),
    median: int(row[`${c}_median`]),
    min: int(row[`${c}_min`]),
    max: int(row[`${c}_max`]),
    total: int(row[`${c}_total`]),
  });
  return {
    ...r,
    runs,
    currencies: rows<Record<string, unknown>>(result).map((row) => ({
      currency: String(row.currency),
      headcount: int(row.headcount),
      employeeMonths: int(row.months),
      gross: fig(row, 'gross'),
      net: fig(row, 'net'),
    })),
  };
}

export async function salaryDistribution(
  db: DbOrTx,
  organizationId: string,
  r: Range,
): Promise<SalaryDistribution> {
  // each employee's average monthly gross, bucketed by their currency's edges (width_bucket: 0 below the first)
  const currencies = rows<{ currency: string }>(
    await db.execute(sql`select distinct e.currency ${paidRows(organizationId, r)}`),
  ).map((x) => x.currency.trim());
  if (currencies.length === 0) return { ...r, runs: await countRuns(db, organizationId, r), currencies: [] };
  const edges = sql.join(
    currencies.map((c) => sql`(${c}::text, ${`{${bandEdges(c).join(',')}}`}::numeric[])`),
    sql`, `,
  );
  const [result, runs] = await Promise.all([
    db.execute(sql`with em as (${employeeMonths(organizationId, r)}),
        pe as (select currency, employee_id, avg(gross) as g from em group by currency, employee_id)
      select pe.currency, width_bucket(pe.g, b.edges) as bucket, count(*) as n
      from pe join (values ${edges}) as b(currency, edges) on b.currency = trim(pe.currency)
      group by pe.currency, bucket`),
    countRuns(db, organizationId, r),
  ]);
  const counts = rows<{ currency: string; bucket: number; n: string }>(result);
  return {
    ...r,
    runs,
    currencies: currencies.sort().map((currency) => {
      const e = bandEdges(currency);
      const bands = [0, ...e].map((from, i) => ({
        from,
        to: e[i] ?? null,
        headcount: int(counts.find((c) => c.currency.trim() === currency && Number(c.bucket) === i)?.n),
      }));
      return { currency, headcount: bands.reduce((t, b) => t + b.headcount, 0), bands };
    }),
  };
}

export async function departmentDistribution(
  db: DbOrTx,
  organizationId: string,
  r: Range,
): Promise<DepartmentDistribution> {
  const [result, runs] = await Promise.all([
    db.execute(sql`select e.department, e.currency, count(distinct e.employee_id) as headcount,
        sum(e.gross) as gross, sum(e.net) as net, sum(e.paye) as paye ${paidRows(organizationId, r)}
      group by e.department, e.currency order by e.currency, sum(e.gross) desc, e.department`),
    countRuns(db, organizationId, r),
  ]);
  return {
    ...r,
    runs,
    departments: rows<Record<string, unknown>>(result).map((row) => ({
      department: (row.department as string | null) ?? null,
      currency: String(row.currency).trim(),
      headcount: int(row.headcount),
      gross: int(row.gross),
      net: int(row.net),
      paye: int(row.paye),
    })),
  };
}
