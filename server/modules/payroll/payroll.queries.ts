import 'server-only';
import type { EmployeePayrollHistoryEntry, PayoutStatus, PayrollHistoryEntry } from '@/lib/contracts/payroll';
import { pageOf, pageWindow, type Paged } from '@/lib/contracts/pagination';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { payrollRunEmployees, payrollRuns } from '@/server/db/schema';
import { latestPayoutsOf } from '@/server/modules/payouts/payouts.service';
import { PAYROLL_SOURCE } from './payroll-disbursement.read';
import * as repo from './payroll.repo';

/** Read-only payroll facts other modules may use (employees' payroll history, the onboarding checklist). */

/** An employee's lines in computed runs (pending approval or approved), newest period first. */
async function employeePayrollHistory(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  q: { page: number; perPage: number },
): Promise<Paged<PayrollHistoryEntry>> {
  const { limit, offset } = pageWindow(q);
  const { rows, total } = await repo.employeeHistory(db, organizationId, employeeId, limit, offset);
  return pageOf(
    rows.map(({ row, run }) => ({
      payrollId: run.id,
      payrollEmployeeId: row.id,
      name: run.name,
      period: run.period,
      payDate: run.payDate,
      runType: run.runType as PayrollHistoryEntry['runType'],
      currency: row.currency,
      gross: row.gross,
      paye: row.paye,
      deductions: row.deductions,
      net: row.net,
      status: run.status as PayrollHistoryEntry['status'],
    })),
    total,
    q,
  );
}

/**
 * GET employees/{id}/payroll-history (employees serves it through `plugins.employeePayHistory` and imports no
 * payroll): the employee's lines in computed payroll runs, newest period first, each with the person's own
 * payment status (a paid person in a partly paid run is paid, not "partly paid").
 */
export async function employeePayHistory(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  q: { page: number; perPage: number },
): Promise<Paged<EmployeePayrollHistoryEntry>> {
  const history = await employeePayrollHistory(db, organizationId, employeeId, q);
  const payouts = await latestPayoutsOf(
    db,
    organizationId,
    PAYROLL_SOURCE,
    history.data.map((h) => h.payrollEmployeeId),
  );
  return {
    ...history,
    data: history.data.map((h) => {
      const p = payouts.get(h.payrollEmployeeId);
      return {
        ...h,
        status: personalStatus(h.status, p?.status ?? null),
        runStatus: h.status,
        payoutStatus: p?.status ?? null,
        payoutFailureReason: p?.failureReason ?? null,
      };
    }),
  };
}

/** `paid` once the person's payment is paid, whatever the rest of the run; else the run's status. */
const personalStatus = (run: PayrollHistoryEntry['status'], payout: PayoutStatus | null) =>
  payout === 'paid' ? 'paid' : run;

/** The onboarding checklist's `firstPayroll`: done once a run was approved. */
export const hasApprovedPayroll = (db: DbOrTx, organizationId: string) =>
  repo.hasApprovedRun(db, organizationId);

/**
 * A run with each employee's engine lines as `{ code, amount }` (the line dictionary resolved), for modules
 * that total what a run owes (remittances). Amounts are in the employee's pay currency; `fxRates` converts.
 */
export async function runLines(db: DbOrTx, organizationId: string, runId: string) {
  const run = await repo.findRun(db, organizationId, runId);
  if (!run) return null;
  const rows = await db
    .select({
      employeeId: payrollRunEmployees.employeeId,
      name: payrollRunEmployees.name,
      staffId: payrollRunEmployees.staffId,
      currency: payrollRunEmployees.currency,
      gross: payrollRunEmployees.gross,
      lines: payrollRunEmployees.lines,
    })
    .from(payrollRunEmployees)
    .where(and(eq(payrollRunEmployees.organizationId, organizationId), eq(payrollRunEmployees.runId, runId)));
  const dict = run.lineDictionary;
  return {
    run: {
      id: run.id,
      name: run.name,
      period: run.period,
      payDate: run.payDate,
      status: run.status,
      fxRates: run.fxRates,
    },
    employees: rows.map(({ lines, ...r }) => ({
      ...r,
      lines: lines.map(([i, amount]) => ({ code: dict[i]?.[0] ?? '', amount })),
    })),
  };
}

/** A run's name, period, pay date and payroll group (null: not this organisation's). */
export async function runHeader(db: DbOrTx, organizationId: string, runId: string) {
  const run = await repo.findRun(db, organizationId, runId);
  return run
    ? {
        id: run.id,
        name: run.name,
        period: run.period,
        payDate: run.payDate,
        status: run.status,
        payrollGroupId: run.payrollGroupId,
      }
    : null;
}

/**
 * For the consultant's client list: the organisation's latest regular run (by period, then creation) and how
 * many runs wait for approval.
 */
export async function payrollAtAGlance(db: DbOrTx, organizationId: string) {
  const [[last], [open]] = await Promise.all([
    db
      .select({ id: payrollRuns.id, period: payrollRuns.period, status: payrollRuns.status })
      .from(payrollRuns)
      .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.runType, 'regular')))
      .orderBy(desc(payrollRuns.period), desc(payrollRuns.createdAt))
      .limit(1),
    db
      .select({ n: count() })
      .from(payrollRuns)
      .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.status, 'pending_approval'))),
  ]);
  return { lastPayroll: last ?? null, openApprovals: open?.n ?? 0 };
}

/** Runs whose money is committed: approved, being paid, paid or partly paid, or waiting for the employer's bank. */
const APPROVED_STATUSES = sql`('approved', 'disbursing', 'paid', 'partially_paid', 'awaiting_bank_payment')`;

/**
 * For the consultant's analytics: per organisation, month and pay currency, the approved runs' gross, net
 * and PAYE (regular and off-cycle), and the employees on the regular run. From each run's stored totals.
 */
export async function approvedTotalsByMonth(
  db: DbOrTx,
  organizationIds: readonly string[],
  from: string,
  to: string,
) {
  if (organizationIds.length === 0) return [];
  const result = (await db.execute(sql`
    select r.organization_id, r.period, t.key as currency,
      sum((t.value->>'gross')::bigint) as gross,
      sum((t.value->>'net')::bigint) as net,
      sum((t.value->>'paye')::bigint) as paye,
      sum(case when r.run_type = 'regular' then (t.value->>'employees')::int else 0 end) as employees
    from payroll_runs r, jsonb_each(r.totals) t
    where ${inIds(sql`r.organization_id`, organizationIds)}
      and r.period between ${from} and ${to}
      and r.status in ${APPROVED_STATUSES}
    group by r.organization_id, r.period, t.key
    order by r.period, t.key`)) as unknown as {
    rows: {
      organization_id: string;
      period: string;
      currency: string;
      gross: string;
      net: string;
      paye: string;
      employees: string;
    }[];
  };
  return result.rows.map((r) => ({
    organizationId: r.organization_id,
    month: r.period,
    currency: r.currency,
    gross: Number(r.gross),
    net: Number(r.net),
    paye: Number(r.paye),
    employees: Number(r.employees),
  }));
}

/**
 * For the dashboard's task: how many runs wait for `userId` now. With approval levels, the runs whose current
 * level names them (so a level-2 approver gets the task once level 1 is approved); without, every run pending
 * approval (anyone holding payroll.approve may approve). The caller checks the permission and passes the
 * organisation's approval levels (settings' `approvalLevels`, in order).
 */
export async function runsAwaitingApprover(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  levels: readonly { userId: string }[],
) {
  const pending = await db
    .select({ id: payrollRuns.id, version: payrollRuns.version })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.status, 'pending_approval')));
  if (pending.length === 0) return 0;
  if (levels.length === 0) return pending.length;
  let mine = 0;
  for (const r of pending) {
    const live = await repo.liveApprovals(db, r.id, r.version);
    if (levels[live.filter((a) => a.decision === 'approved').length]?.userId === userId) mine += 1;
  }
  return mine;
}
