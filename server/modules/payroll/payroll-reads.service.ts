import 'server-only';
import type { z } from 'zod';
import { pageOf, pageWindow, type Paged } from '@/lib/contracts/pagination';
import type {
  OffCycleSummary,
  PayrollApproval,
  PayrollDetail,
  PayrollEmployeeRow,
  PayrollInitData,
  PayrollRun,
  PayrollStatsCard,
  PayrollTotals,
  PayrollVariance,
  payrollDetailQuerySchema,
  payrollInitInputSchema,
  payrollListQuerySchema,
} from '@/lib/contracts/payroll';
import { monthlyGross } from '@/lib/payroll/gross';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { getGroup } from '@/server/modules/payroll-groups/payroll-groups.service';
import { loadPayrollConfig } from './payroll-config';
import { withPayouts } from './payroll-disbursement.read';
import { readRunEmployees } from './payroll-employees.read';
import { lastWorkingDay, periodOf } from './payroll-period';
import { warningsOf } from './payroll-run-compute.service';
import {
  approvalLevelsOf,
  approversWithoutPermission,
  type Levels,
  personName,
  presentRun,
  VARIANCE_LIST_MAX,
} from './payroll-runs.present';
import * as runEmployees from './payroll-run-employees.repo';
import * as repo from './payroll.repo';

// What the payroll screens read: a new run's preview, the list, one run in full and the stats card.

/** POST payroll/get-init-data: what a run for this slot would hold. */
export async function getInitData(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof payrollInitInputSchema>,
): Promise<PayrollInitData> {
  const groupId = input.payrollGroupId ?? null;
  if (groupId) await getGroup(db, organizationId, groupId); // 404 for another organisation's group
  const runType = input.runType ?? 'regular';
  const period = periodOf(input.period);
  const [people, config, existing, last] = await Promise.all([
    readRunEmployees(db, organizationId, period, { payrollGroupId: groupId }),
    loadPayrollConfig(db, organizationId, []),
    runType === 'regular'
      ? repo.findSlotHolder(db, organizationId, groupId, input.period)
      : Promise.resolve(null),
    repo.findLastApproved(db, organizationId, groupId, null),
  ]);
  const currencies = [...new Set(people.map((e) => e.payCurrency))].sort();
  return {
    period: input.period,
    periodStart: period.start,
    periodEnd: period.end,
    defaultPayDate: lastWorkingDay(input.period),
    runType,
    payrollGroupId: groupId,
    country: config.country,
    localCurrency: config.localCurrency,
    currencies,
    needsFxRate: currencies.some((c) => c === 'USD' && config.localCurrency !== 'USD'),
    employees: people.map((e) => ({
      employeeId: e.id,
      name: `${e.firstName} ${e.lastName}`,
      staffId: e.staffId,
      department: e.department,
      currency: e.payCurrency,
      status: e.status,
      monthlyGross: monthlyGross(e),
      warnings: warningsOf(e, period, config.localCurrency, undefined),
    })),
    lastApproved: last ? { id: last.id, period: last.period, totals: last.totals } : null,
    existingRunId: existing,
  };
}

/** GET payroll: newest period first; `status` and `year` filters. */
export async function listRuns(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof payrollListQuerySchema>,
): Promise<Paged<PayrollRun>> {
  const { rows, total } = await repo.listRuns(db, organizationId, {
    status: q.status,
    year: q.year,
    ...pageWindow(q),
  });
  const levels = await approvalLevelsOf(db, organizationId);
  const counted = await Promise.all(
    rows.map(async (r) => ({
      r,
      approved:
        r.run.status === 'pending_approval'
          ? (await repo.liveApprovals(db, r.run.id, r.run.version)).filter((a) => a.decision === 'approved')
              .length
          : 0,
    })),
  );
  const unpermitted = await approversWithoutPermission(
    db,
    organizationId,
    counted.filter((c) => c.r.run.status === 'pending_approval').map((c) => levels[c.approved]?.userId),
  );
  const data = counted.map((c) => presentRun(c.r, levels, c.approved, unpermitted));
  return pageOf(data, total, q);
}

function toRow(
  r: runEmployees.RunEmployeeRow,
  dictionary: [string, string, string, string][],
): PayrollEmployeeRow {
  return {
    id: r.id,
    employeeId: r.employeeId,
    name: r.name,
    staffId: r.staffId,
    department: r.department,
    currency: r.currency,
    bank: { bankName: r.bankName, accountNumberMasked: r.accountNumberMasked, verified: r.bankVerified },
    gross: r.gross,
    taxableIncome: r.taxableIncome,
    paye: r.paye,
    deductions: r.deductions,
    employerContributions: r.employerContributions,
    net: r.net,
    flagged: r.flagged,
    warnings: r.warnings,
    regime: r.regime,
    payoutStatus: null,
    payoutFailureReason: null,
    lines: r.lines.map(([i, amount]) => {
      const [code, label, basis, rule] = dictionary[i] ?? ['unknown', '', '', ''];
      return { code, label, amount, basis, rule };
    }),
  };
}

/** What an off-cycle run was asked to pay: the first amounts, their count, totals per kind and currency. */
async function offCycleSummary(db: DbOrTx, organizationId: string, runId: string): Promise<OffCycleSummary> {
  const [amounts, org] = await Promise.all([
    repo.findRunAmounts(db, organizationId, runId),
    findOrganization(db, organizationId),
  ]);
  const list = amounts ?? [];
  const totals = new Map<string, OffCycleSummary['totals'][number] & { who: Set<string> }>();
  for (const a of list) {
    const key = `${a.kind} ${a.currency}`;
    const t = totals.get(key) ?? { kind: a.kind, currency: a.currency, amount: 0, people: 0, who: new Set() };
    t.amount += a.amount;
    t.who.add(a.employeeId);
    totals.set(key, t);
  }
  return {
    country: org?.country ?? '',
    amounts: list.slice(0, VARIANCE_LIST_MAX),
    count: list.length,
    totals: [...totals.values()].map(({ who, ...t }) => ({ ...t, people: who.size })),
  };
}

/** GET payroll/{payrollId}: the run, totals, approvals timeline, variance and one page of its employees. */
export async function getRunDetail(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  q: z.output<typeof payrollDetailQuerySchema>,
) {
  // one round of independent reads (a read outside any transaction): the page and the timeline are keyed by
  // the organisation too, so another organisation's id finds nothing and answers 404 below
  const search = q.search?.trim() || undefined;
  const [r, allLevels, timeline, page, searched] = await Promise.all([
    repo.findRunWithNames(db, organizationId, runId),
    approvalLevelsOf(db, organizationId),
    repo.approvalTimeline(db, organizationId, runId),
    runEmployees.pageRunEmployees(db, organizationId, runId, { search, ...pageWindow(q) }),
    search ? runEmployees.countRunEmployees(db, organizationId, runId, search) : Promise.resolve(null),
  ]);
  if (!r) throw notFound('payroll.errors.notFound');
  const total = searched ?? (r.run.computedAt ? r.run.employeeCount : 0);
  const open = r.run.status === 'draft' || r.run.status === 'pending_approval';
  const settingsLevels = open ? allLevels : null;
  const live = timeline.filter(
    (t) => !t.approval.voidedAt && t.approval.version === r.run.version && t.approval.decision === 'approved',
  ).length;
  // a decided run shows the chain it went through (its live decisions), not today's settings
  const levels: Levels =
    settingsLevels ??
    Array.from(
      { length: timeline.filter((t) => !t.approval.voidedAt && t.approval.version === r.run.version).length },
      (_, i) => ({ level: i + 1, userId: '', name: '', email: '' }),
    );
  const approvals: PayrollApproval[] = timeline.map((t) => ({
    id: t.approval.id,
    level: t.approval.level,
    userId: t.approval.userId,
    userName: personName(t.firstName, t.lastName),
    decision: t.approval.decision as PayrollApproval['decision'],
    comment: t.approval.comment,
    version: t.approval.version,
    voided: Boolean(t.approval.voidedAt),
    createdAt: t.approval.createdAt.toISOString(),
  }));
  const v = (r.run.variance ?? {}) as Partial<PayrollVariance>;
  const variance: PayrollVariance = {
    previousRunId: v.previousRunId ?? null,
    previousPeriod: v.previousPeriod ?? null,
    joiners: v.joiners ?? [],
    leavers: v.leavers ?? [],
    changed: v.changed ?? [],
    previousTotals: v.previousTotals ?? {},
    joinersCount: v.joinersCount ?? 0,
    leaversCount: v.leaversCount ?? 0,
    changedCount: v.changedCount ?? 0,
  };
  const unpermitted =
    r.run.status === 'pending_approval'
      ? await approversWithoutPermission(db, organizationId, [levels[live]?.userId])
      : undefined;
  const data: PayrollDetail = {
    ...presentRun(r, levels, live, unpermitted),
    approvals,
    variance,
    offCycle: r.run.runType === 'off-cycle' ? await offCycleSummary(db, organizationId, runId) : null,
    employees: await withPayouts(
      db,
      organizationId,
      runId,
      page.map((row) => toRow(row, r.run.lineDictionary)),
    ),
  };
  return { data, meta: pageOf([], total, q).meta };
}

/**
 * GET payroll/stats-card: the last computed regular run's figures per currency beside the previous regular
 * run's (an off-cycle run pays a few people one-off amounts: compared with a month's pay it reads as −100%).
 */
export async function getStatsCard(db: DbOrTx, organizationId: string, now: Date): Promise<PayrollStatsCard> {
  const [[last, previous], awaiting, next] = await Promise.all([
    repo.latestComputedRuns(db, organizationId, 2),
    repo.countByStatus(db, organizationId, 'pending_approval'),
    repo.nextPayDate(db, organizationId, now.toISOString().slice(0, 10)),
  ]);
  const figures = (t: PayrollTotals[string] | undefined) =>
    t ? { gross: t.gross, net: t.net, paye: t.paye, headcount: t.employees } : null;
  const currencies: PayrollStatsCard['currencies'] = {};
  for (const [currency, t] of Object.entries(last?.totals ?? {})) {
    currencies[currency] = { ...figures(t)!, previous: figures(previous?.totals[currency]) };
  }
  return {
    lastRun: last
      ? {
          id: last.id,
          period: last.period,
          payDate: last.payDate,
          status: last.status as PayrollRun['status'],
        }
      : null,
    previousRun: previous ? { id: previous.id, period: previous.period } : null,
    currencies,
    awaitingApproval: awaiting,
    nextPayDate: next,
  };
}
