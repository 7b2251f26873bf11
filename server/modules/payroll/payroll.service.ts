import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf, pageWindow, type Paged } from '@/lib/contracts/pagination';
import type {
  OffCycleSummary,
  PayrollApproval,
  PayrollDetail,
  PayrollEmployeeRow,
  PayrollInitData,
  PayrollRun,
  PayrollSettings,
  PayrollStatsCard,
  PayrollTotals,
  PayrollVariance,
  PayrollWarning,
  payrollCreateSchema,
  payrollDetailQuerySchema,
  payrollInitInputSchema,
  payrollListQuerySchema,
  payrollSettingsInputSchema,
} from '@/lib/contracts/payroll';
import type { PayOn } from '@/lib/contracts/payroll-release';
import type { Permission } from '@/lib/contracts/permissions';
import type { DbOrTx } from '@/server/db/client';
import type { Plugins } from '@/server/deps';
import { users, type OffCycleAmountJson, type PayrollTotalsJson } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { resolveAppUrl } from '@/server/config';
import { AppError, conflict, fieldError, forbidden, notFound } from '@/server/errors';
import { listPermissions } from '@/server/modules/identity/identity.queries';
import { outboxMailer, type Mailer } from '@/server/mail/mailer';
import { getGroup } from '@/server/modules/payroll-groups/payroll-groups.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { getSettings } from '@/server/modules/settings/settings.service';
import { computeEmployee, type ComputedEmployee } from './payroll-compute';
import { computeOffCycleEmployee } from './payroll-off-cycle';
import { loadPayrollConfig, readPayrollSettings } from './payroll-config';
import { readRunEmployees, summarizeRunEmployees, type PayrollEmployee } from './payroll-employees.read';
import { announceNextLevel, notifyCreator } from './payroll-notify';
import { lastWorkingDay, periodOf } from './payroll-period';
import { gatherContributions } from './payroll-sources';
import { runApprovalHooks } from './payroll-approval';
import * as runEmployees from './payroll-run-employees.repo';
import * as repo from './payroll.repo';
import { withPayouts } from './payroll-disbursement.read';
import { APPROVED_PAYROLL_STATUSES } from '@/lib/contracts/payroll';
import { monthlyGross } from '@/lib/payroll/gross';

/**
 * Payroll runs: draft (created) → pending_approval (computed; waiting for level k of n) → approved (last level)
 * | rejected (final, with the reason). Computing again bumps `version` and voids the approvals given so far.
 */

type Deps = { db: DbOrTx; now: () => Date; mailer?: Mailer; appUrl?: string };
/** What computing a run needs besides: the pay sources it gathers and the notices its first level gets. */
type ComputeDeps = Deps & { plugins: Pick<Plugins, 'payrollSources' | 'payrollApprovalNotices'> };
// read when a link is made (not at import): production refuses to start without APP_URL
const defaultAppUrl = () => resolveAppUrl();
const VARIANCE_LIST_MAX = 200;

// ——— Presenting ———

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const personName = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

type Levels = Awaited<ReturnType<typeof loadPayrollConfig>>['approvalLevels'];

async function approvalLevelsOf(db: DbOrTx, organizationId: string): Promise<Levels> {
  return (await getSettings(db, organizationId)).approvalLevels;
}

function presentRun(
  r: repo.RunWithNames,
  levels: Levels,
  approvedLevels: number,
  unpermitted: ReadonlySet<string> = new Set(),
): PayrollRun {
  const run = r.run;
  const period = periodOf(run.period);
  const n = Math.max(1, levels.length);
  let nextApprover: PayrollRun['nextApprover'] = null;
  if (run.status === 'pending_approval') {
    const level = approvedLevels + 1;
    const who = levels[level - 1];
    nextApprover = {
      level,
      userId: who?.userId ?? null,
      name: who?.name ?? null,
      hasPermission: !who || !unpermitted.has(who.userId),
    };
  }
  return {
    id: run.id,
    name: run.name,
    period: run.period,
    periodStart: period.start,
    periodEnd: period.end,
    payDate: run.payDate,
    runType: run.runType as PayrollRun['runType'],
    payrollGroupId: run.payrollGroupId,
    payrollGroupName: r.groupName,
    status: run.status as PayrollRun['status'],
    version: run.version,
    fxRates: run.fxRates,
    totals: run.totals,
    employeeCount: run.employeeCount,
    flaggedCount: run.flaggedCount,
    approvalLevels: n,
    approvedLevels: (APPROVED_PAYROLL_STATUSES as readonly string[]).includes(run.status)
      ? n
      : approvedLevels,
    nextApprover,
    scheduledFor: run.status === 'approved' ? (run.payoutSchedule?.releaseAt ?? null) : null,
    rejectionReason: run.rejectionReason,
    createdBy: run.createdBy
      ? { id: run.createdBy, name: personName(r.creatorFirst, r.creatorLast) ?? '' }
      : null,
    computedAt: iso(run.computedAt),
    approvedAt: iso(run.approvedAt),
    rejectedAt: iso(run.rejectedAt),
    createdAt: run.createdAt.toISOString(),
  };
}

async function loadRun(db: DbOrTx, organizationId: string, id: string): Promise<PayrollRun> {
  const r = await repo.findRunWithNames(db, organizationId, id);
  if (!r) throw notFound('payroll.errors.notFound');
  const levels = await approvalLevelsOf(db, organizationId);
  const approvals = await repo.liveApprovals(db, r.run.id, r.run.version);
  const approved = approvals.filter((a) => a.decision === 'approved').length;
  const unpermitted =
    r.run.status === 'pending_approval'
      ? await approversWithoutPermission(db, organizationId, [levels[approved]?.userId])
      : undefined;
  return presentRun(r, levels, approved, unpermitted);
}

/**
 * The named approvers among `userIds` who do not hold payroll.approve (levels saved before the check, or a
 * role changed outside the team screen): the run screen says they cannot act until replaced.
 */
async function approversWithoutPermission(
  db: DbOrTx,
  organizationId: string,
  userIds: (string | undefined)[],
): Promise<Set<string>> {
  const lacking = new Set<string>();
  // one after another: `db` may be the approval's transaction, a single connection
  for (const id of new Set(userIds.filter((id): id is string => Boolean(id)))) {
    if (!(await listPermissions(db, id, organizationId)).includes('payroll.approve')) lacking.add(id);
  }
  return lacking;
}

// ——— Init data and create ———

/** Warnings about an employee; `dates` adds the joiner/leaver ones (the compute adds them only when it prorated). */
function warningsOf(
  e: PayrollEmployee,
  period: { start: string; end: string },
  localCurrency: string,
  fxUsd: number | undefined,
  dates = true,
): PayrollWarning[] {
  const w: PayrollWarning[] = [];
  if (!e.bankCode || !e.accountNumberLast4) w.push('noBankAccount');
  else if (!e.bankVerifiedAt) w.push('bankUnverified');
  if (e.payCurrency === 'USD' && localCurrency !== 'USD' && !fxUsd) w.push('usdNeedsRate');
  if (dates && e.startDate > period.start) w.push('joinerProrated');
  if (dates && e.separatedAt && e.separatedAt < period.end) w.push('leaverProrated');
  if (e.status === 'suspended') w.push('suspendedWithPay');
  return w;
}

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

/**
 * An off-cycle run's amounts, checked: at least one (422 on `amounts`), each for an employee the run may pay
 * (422 on `amounts.<i>.employeeId`), and within `employeeIds` when the client also sent it. The run then pays
 * exactly the people named, and each amount is kept with the person's name and pay currency as of now.
 * A regular run takes no amounts (one-off pay in a regular run is an employee add-on).
 */
async function offCycleAmounts(
  db: DbOrTx,
  organizationId: string,
  period: { month: string; start: string; end: string },
  input: z.output<typeof payrollCreateSchema>,
): Promise<{ ids: string[]; amounts: OffCycleAmountJson[] }> {
  const list = input.amounts ?? [];
  if (list.length === 0) throw fieldError('amounts', 'payroll.validation.amountsRequired');
  if (input.employeeIds) {
    const listed = new Set(input.employeeIds);
    const i = list.findIndex((a) => !listed.has(a.employeeId));
    if (i >= 0) throw fieldError(`amounts.${i}.employeeId`, 'payroll.validation.amountNotListed');
  }
  const ids = [...new Set(list.map((a) => a.employeeId))];
  const people = new Map(
    (
      await readRunEmployees(db, organizationId, period, {
        payrollGroupId: input.payrollGroupId ?? null,
        employeeIds: ids,
      })
    ).map((e) => [e.id, e]),
  );
  const amounts = list.map((a, i): OffCycleAmountJson => {
    const e = people.get(a.employeeId);
    if (!e) throw fieldError(`amounts.${i}.employeeId`, 'payroll.validation.employeeNotEligible');
    return {
      employeeId: e.id,
      name: `${e.firstName} ${e.lastName}`,
      staffId: e.staffId,
      currency: e.payCurrency,
      kind: a.kind,
      amount: a.amount,
    };
  });
  return { ids, amounts };
}

/**
 * POST payroll/create: a draft run. One regular run per (organisation, group or everyone, month) → 409. An
 * off-cycle run pays the amounts it is given (see offCycleAmounts).
 */
export async function createRun(
  deps: Deps,
  organizationId: string,
  userId: string,
  input: z.output<typeof payrollCreateSchema>,
): Promise<PayrollRun> {
  const { db } = deps;
  const groupId = input.payrollGroupId ?? null;
  if (groupId) await getGroup(db, organizationId, groupId);
  if (input.runType !== 'off-cycle' && input.amounts?.length)
    throw fieldError('amounts', 'payroll.validation.amountsOffCycleOnly');
  const runType = input.runType ?? 'regular';
  const period = periodOf(input.period);
  if (input.payDate < period.start) throw fieldError('payDate', 'payroll.validation.payDateBeforePeriod');
  const offCycle = runType === 'off-cycle' ? await offCycleAmounts(db, organizationId, period, input) : null;
  const ids = offCycle ? offCycle.ids : input.employeeIds ? [...new Set(input.employeeIds)] : null;
  const people = await summarizeRunEmployees(db, organizationId, period, {
    payrollGroupId: groupId,
    employeeIds: ids,
  });
  const config = await loadPayrollConfig(db, organizationId, []);
  if (ids && people.count !== ids.length)
    throw fieldError('employeeIds', 'payroll.validation.employeeNotEligible');
  if (people.count === 0) throw fieldError('employeeIds', 'payroll.validation.noEmployees');
  const needsUsd = config.localCurrency !== 'USD' && people.currencies.includes('USD');
  if (needsUsd && !input.fxRates?.USD) throw fieldError('fxRates.USD', 'payroll.validation.fxRateRequired');
  if (runType === 'regular' && (await repo.findSlotHolder(db, organizationId, groupId, input.period))) {
    throw conflict('payroll.errors.periodTaken', { period: input.period });
  }
  const fxRates: Record<string, number> = needsUsd ? { USD: input.fxRates!.USD! } : {};
  let row: repo.RunRow;
  try {
    // a savepoint: a lost race on the unique slot answers 409 and leaves the transaction usable
    row = await db.transaction((tx) =>
      repo.insertRun(tx, {
        organizationId,
        name: input.name,
        runType,
        period: input.period,
        payDate: input.payDate,
        payrollGroupId: groupId,
        fxRates,
        employeeIds: ids,
        amounts: offCycle?.amounts ?? null,
        employeeCount: people.count,
        createdBy: userId,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('payroll.errors.periodTaken', { period: input.period });
    throw e;
  }
  return loadRun(db, organizationId, row.id);
}

// ——— Compute ———

const COMPUTABLE = new Set(['draft', 'pending_approval']);

function addTotals(totals: PayrollTotalsJson, currency: string, c: ComputedEmployee) {
  const t = (totals[currency] ??= {
    gross: 0,
    net: 0,
    paye: 0,
    deductions: 0,
    employerContributions: 0,
    employees: 0,
  });
  t.gross += c.gross;
  t.net += c.net;
  t.paye += c.paye;
  t.deductions += c.deductions;
  t.employerContributions += c.employerContributions;
  t.employees += 1;
}

/**
 * The run's distinct line texts. Engine texts are built once per rule table, so most lines share their strings:
 * looked up by code, then basis, then rule and label (no long keys built per line).
 */
class LineDictionary {
  readonly entries: [string, string, string, string][] = [];
  private readonly byCode = new Map<string, Map<string, number[]>>();
  indexOf(l: { code: string; label: string; basis: string; rule: string }): number {
    let byBasis = this.byCode.get(l.code);
    if (!byBasis) this.byCode.set(l.code, (byBasis = new Map()));
    let candidates = byBasis.get(l.basis);
    if (!candidates) byBasis.set(l.basis, (candidates = []));
    for (const i of candidates) {
      const e = this.entries[i]!;
      if (e[1] === l.label && e[3] === l.rule) return i;
    }
    const i = this.entries.push([l.code, l.label, l.basis, l.rule]) - 1;
    candidates.push(i);
    return i;
  }
}

const maskAccount = (last4: string | null) => (last4 ? `******${last4}` : null);

/**
 * POST payroll/compute: every employee of the run computed (one `computeEmployee` each, set-based reads and
 * inserts), totals per currency without flagged rows, variance against the last approved run; the version
 * grows and approvals given so far are voided.
 */
export async function computeRun(
  deps: ComputeDeps,
  organizationId: string,
  runId: string,
): Promise<PayrollRun> {
  const { db } = deps;
  const run = await repo.findRun(db, organizationId, runId, true);
  if (!run) throw notFound('payroll.errors.notFound');
  if (!COMPUTABLE.has(run.status)) throw conflict('payroll.errors.notComputable', { status: run.status });
  // an off-cycle run pays only its amounts; one created before runs took amounts has none to pay
  if (run.runType === 'off-cycle' && !run.amounts?.length)
    throw conflict('payroll.errors.offCycleWithoutAmounts');
  const period = periodOf(run.period);
  const people = await readRunEmployees(
    db,
    organizationId,
    period,
    { payrollGroupId: run.payrollGroupId, employeeIds: run.employeeIds },
    false,
  );
  const config = await loadPayrollConfig(
    db,
    organizationId,
    people.map((e) => e.payrollGroupId),
  );
  const runType = run.runType as 'regular' | 'off-cycle';
  const contributions = await gatherContributions(
    {
      db: db as never,
      organizationId,
      period,
      runId: run.id,
      runType,
      employeeIds: people.map((e) => e.id),
    },
    deps.plugins.payrollSources,
  );
  const computeRunInfo = {
    country: config.country,
    localCurrency: config.localCurrency,
    period,
    runType,
    fxRates: run.fxRates,
    nhfBase: config.nhfBase,
    prorationBasis: config.prorationBasis,
  };

  const amountsOf = new Map<string, OffCycleAmountJson[]>();
  for (const a of run.amounts ?? []) amountsOf.set(a.employeeId, [...(amountsOf.get(a.employeeId) ?? []), a]);

  const dictionary = new LineDictionary();
  const totals: PayrollTotalsJson = {};
  const rows: runEmployees.RunEmployeeInsert[] = [];
  const figures = new Map<string, { name: string; currency: string; gross: number; net: number }>();
  let flagged = 0;
  for (const e of people) {
    const c =
      runType === 'off-cycle'
        ? computeOffCycleEmployee(
            e,
            amountsOf.get(e.id) ?? [],
            contributions.get(e.id) ?? {},
            config.effective(e.payrollGroupId),
            computeRunInfo,
          )
        : computeEmployee(
            e,
            contributions.get(e.id) ?? {},
            config.effective(e.payrollGroupId),
            computeRunInfo,
          );
    const warnings = [
      ...new Set([...warningsOf(e, period, config.localCurrency, run.fxRates.USD, false), ...c.warnings]),
    ];
    const lines = c.lines.map((l): [number, number] => [dictionary.indexOf(l), l.amount]);
    const name = `${e.firstName} ${e.lastName}`;
    if (c.flagged) flagged += 1;
    else addTotals(totals, e.payCurrency, c);
    figures.set(e.id, { name, currency: e.payCurrency, gross: c.gross, net: c.net });
    rows.push({
      employeeId: e.id,
      name,
      staffId: e.staffId,
      department: e.department,
      currency: e.payCurrency,
      bankName: e.bankName,
      accountNumberMasked: maskAccount(e.accountNumberLast4),
      bankVerified: Boolean(e.bankVerifiedAt),
      regime: c.regime,
      gross: c.gross,
      taxableIncome: c.taxableIncome,
      paye: c.paye,
      deductions: c.deductions,
      employerContributions: c.employerContributions,
      net: c.net,
      flagged: c.flagged,
      warnings,
      lines,
      inputs: c.inputs ?? {},
    });
  }

  await runEmployees.deleteRunEmployees(db, run.id);
  await runEmployees.insertRunEmployees(db, organizationId, run.id, rows);
  const variance = await varianceAgainstLast(db, organizationId, run, figures);
  const now = deps.now();
  await repo.voidApprovals(db, run.id, now);
  await repo.updateRun(db, run.id, {
    status: 'pending_approval',
    version: run.version + 1,
    totals,
    variance,
    lineDictionary: dictionary.entries,
    employeeCount: people.length,
    flaggedCount: flagged,
    computedAt: now,
    approvedAt: null,
    updatedAt: now,
  });
  // level 1 is reached (again): its approver hears of it
  return announceNextLevel(
    db,
    organizationId,
    deps.mailer ?? outboxMailer(db as never),
    deps.appUrl ?? defaultAppUrl(),
    await loadRun(db, organizationId, run.id),
    now,
    deps.plugins.payrollApprovalNotices,
  );
}

async function varianceAgainstLast(
  db: DbOrTx,
  organizationId: string,
  run: repo.RunRow,
  current: Map<string, { name: string; currency: string; gross: number; net: number }>,
): Promise<PayrollVariance> {
  const empty = {
    previousRunId: null,
    previousPeriod: null,
    joiners: [],
    leavers: [],
    changed: [],
    previousTotals: {},
    joinersCount: 0,
    leaversCount: 0,
    changedCount: 0,
  };
  // an off-cycle run pays a few people a one-off amount: compared with regular pay, everyone else would be a
  // "leaver" and its people "changed", so it is not compared (runs compare regular with regular)
  if (run.runType === 'off-cycle') return empty;
  const last = await repo.findLastApproved(db, organizationId, run.payrollGroupId, run.period, run.id);
  if (!last) return empty; // nothing to compare with: the first run of the group
  const previous = await runEmployees.runEmployeeFigures(db, last.id);
  const before = new Map(previous.map((p) => [p.employeeId, p]));
  const joiners: PayrollVariance['joiners'] = [];
  const changed: PayrollVariance['changed'] = [];
  let joinersCount = 0;
  let changedCount = 0;
  for (const [employeeId, f] of current) {
    const p = before.get(employeeId);
    if (!p) {
      joinersCount += 1;
      if (joiners.length < VARIANCE_LIST_MAX) joiners.push({ employeeId, ...f });
    } else if (p.gross !== f.gross || p.net !== f.net || p.currency !== f.currency) {
      changedCount += 1;
      if (changed.length < VARIANCE_LIST_MAX)
        changed.push({
          employeeId,
          name: f.name,
          currency: f.currency,
          previousGross: p.gross,
          gross: f.gross,
          previousNet: p.net,
          net: f.net,
        });
    }
  }
  const leavers: PayrollVariance['leavers'] = [];
  let leaversCount = 0;
  for (const p of previous) {
    if (current.has(p.employeeId)) continue;
    leaversCount += 1;
    if (leavers.length < VARIANCE_LIST_MAX)
      leavers.push({
        employeeId: p.employeeId,
        name: p.name,
        currency: p.currency,
        gross: p.gross,
        net: p.net,
      });
  }
  return {
    previousRunId: last.id,
    previousPeriod: last.period,
    joiners,
    leavers,
    changed,
    previousTotals: last.totals,
    joinersCount,
    leaversCount,
    changedCount,
  };
}

// ——— Reads ———

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

// ——— Approve and reject ———

export type ApproveRunInput = {
  organizationId: string;
  runId: string;
  userId: string;
  version: number;
  comment?: string | null;
  /** at the last level: pay now (default) or from 06:00 on the pay date */
  payOn?: PayOn;
};
export type RejectRunInput = {
  organizationId: string;
  runId: string;
  userId: string;
  version: number;
  reason: string;
};
/** Optional: the request's mailer (held until commit), clock, app URL, and the user's permissions when known. */
export type DecisionOptions = {
  mailer?: Mailer;
  now?: () => Date;
  appUrl?: string;
  permissions?: readonly Permission[];
};

/** An approval runs the hooks of the final level and offers the next level its notices (server/wiring/payroll.ts). */
export type ApprovalOptions = DecisionOptions & {
  plugins: Pick<Plugins, 'payrollApprovalHooks' | 'payrollApprovalNotices'>;
};

async function decisionContext(
  db: DbOrTx,
  input: { organizationId: string; runId: string; userId: string; version: number },
  opts: DecisionOptions,
) {
  const permissions = opts.permissions ?? (await listPermissions(db, input.userId, input.organizationId));
  if (!permissions.includes('payroll.approve')) throw forbidden('payroll.errors.cannotApprove');
  const run = await repo.findRun(db, input.organizationId, input.runId, true);
  if (!run) throw notFound('payroll.errors.notFound');
  if (run.status !== 'pending_approval') throw conflict('payroll.errors.wrongState', { status: run.status });
  if (run.version !== input.version) throw conflict('payroll.errors.staleVersion', { version: run.version });
  const levels = await approvalLevelsOf(db, input.organizationId);
  const live = await repo.liveApprovals(db, run.id, run.version);
  const approved = live.filter((a) => a.decision === 'approved');
  const level = approved.length + 1;
  const n = Math.max(1, levels.length);
  if (levels.length > 0) {
    // one person, one level: approving a second level is forbidden (403), not a conflict of state
    if (approved.some((a) => a.userId === input.userId))
      throw new AppError('FORBIDDEN', 'payroll.errors.alreadyApproved');
    if (levels[level - 1]?.userId !== input.userId)
      throw new AppError('FORBIDDEN', 'payroll.errors.notYourLevel', { level });
  }
  const actor = levels.find((l) => l.userId === input.userId)?.name ?? (await actorName(db, input.userId));
  return { run, level, n, actor };
}

async function actorName(db: DbOrTx, userId: string) {
  const [u] = await db
    .select({ f: users.firstName, l: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return u ? `${u.f} ${u.l}` : '';
}

/**
 * Approves the run's current level (PATCH payroll/{id}/approve, and the chat approval). With approval levels,
 * level k is approved only by its user (403 otherwise) and a user approves one level; without, one approval by
 * anyone holding payroll.approve. A stale version or a run not pending approval → 409. Exactly one transition
 * per level: the run row is locked and a partial unique index holds one live decision per level and version.
 */
export function approveRun(db: DbOrTx, input: ApproveRunInput, opts: ApprovalOptions): Promise<PayrollRun> {
  // its own transaction (a savepoint inside the request's), so the row lock holds whoever calls it
  return db.transaction((tx) => approveIn(tx, input, opts));
}

async function approveIn(db: DbOrTx, input: ApproveRunInput, opts: ApprovalOptions): Promise<PayrollRun> {
  const now = (opts.now ?? (() => new Date()))();
  const { run, level, n, actor } = await decisionContext(db, input, opts);
  try {
    await db.transaction((tx) =>
      repo.insertApproval(tx, {
        organizationId: input.organizationId,
        runId: run.id,
        level,
        userId: input.userId,
        decision: 'approved',
        comment: input.comment?.trim() || null,
        version: run.version,
        createdAt: now,
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('payroll.errors.alreadyApproved');
    throw e;
  }
  const final = level >= n;
  const updated = await repo.updateRun(
    db,
    run.id,
    final ? { status: 'approved', approvedAt: now, updatedAt: now } : { updatedAt: now },
  );
  if (final)
    await runApprovalHooks(
      {
        db,
        organizationId: input.organizationId,
        runId: run.id,
        userId: input.userId,
        now,
        payOn: input.payOn ?? 'now',
      },
      opts.plugins.payrollApprovalHooks,
    );
  const mailer = opts.mailer ?? outboxMailer(db as never);
  const appUrl = opts.appUrl ?? defaultAppUrl();
  await notifyCreator(
    db,
    mailer,
    appUrl,
    updated,
    final ? { kind: 'approved', by: actor } : { kind: 'levelApproved', level, levels: n, by: actor },
  );
  return announceNextLevel(
    db,
    input.organizationId,
    mailer,
    appUrl,
    await loadRun(db, input.organizationId, run.id),
    now,
    opts.plugins.payrollApprovalNotices,
  );
}

/** Rejects the run (final; the employer creates a new one): same rules as approving, and a reason (422 without). */
export function rejectRun(
  db: DbOrTx,
  input: RejectRunInput,
  opts: DecisionOptions = {},
): Promise<PayrollRun> {
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason) return Promise.reject(fieldError('reason', 'payroll.validation.reasonRequired'));
  return db.transaction((tx) => rejectIn(tx, { ...input, reason }, opts));
}

async function rejectIn(db: DbOrTx, input: RejectRunInput, opts: DecisionOptions): Promise<PayrollRun> {
  const reason = input.reason;
  const now = (opts.now ?? (() => new Date()))();
  const { run, level, actor } = await decisionContext(db, input, opts);
  await repo.insertApproval(db, {
    organizationId: input.organizationId,
    runId: run.id,
    level,
    userId: input.userId,
    decision: 'rejected',
    comment: reason,
    version: run.version,
    createdAt: now,
  });
  const updated = await repo.updateRun(db, run.id, {
    status: 'rejected',
    rejectedAt: now,
    rejectedBy: input.userId,
    rejectionReason: reason,
    updatedAt: now,
  });
  await notifyCreator(db, opts.mailer ?? outboxMailer(db as never), opts.appUrl ?? defaultAppUrl(), updated, {
    kind: 'rejected',
    by: actor,
    reason,
  });
  return loadRun(db, input.organizationId, run.id);
}

/** The run as the routes answer it (also for the chat approval page). */
export const getRun = loadRun;

// ——— Payroll settings (our addition) ———

export const getPayrollSettings = (db: DbOrTx, organizationId: string): Promise<PayrollSettings> =>
  readPayrollSettings(db, organizationId);

export async function updatePayrollSettings(
  deps: Deps,
  organizationId: string,
  input: z.output<typeof payrollSettingsInputSchema>,
) {
  const before = await readPayrollSettings(deps.db, organizationId);
  await repo.upsertPayrollSettings(deps.db, organizationId, { ...before, ...input }, deps.now());
  return { before, data: await readPayrollSettings(deps.db, organizationId) };
}
