import 'server-only';
import type { PayrollRun, PayrollVariance, PayrollWarning } from '@/lib/contracts/payroll';
import type { DbOrTx } from '@/server/db/client';
import type { Plugins } from '@/server/deps';
import type { OffCycleAmountJson, PayrollTotalsJson } from '@/server/db/schema';
import { conflict, notFound } from '@/server/errors';
import { outboxMailer } from '@/server/mail/mailer';
import { computeEmployee, type ComputedEmployee } from './payroll-compute';
import { loadPayrollConfig } from './payroll-config';
import { readRunEmployees, type PayrollEmployee } from './payroll-employees.read';
import { announceNextLevel } from './payroll-notify';
import { computeOffCycleEmployee } from './payroll-off-cycle';
import { periodOf } from './payroll-period';
import { defaultAppUrl, loadRun, type RunDeps, VARIANCE_LIST_MAX } from './payroll-runs.present';
import { gatherContributions } from './payroll-sources';
import * as runEmployees from './payroll-run-employees.repo';
import * as repo from './payroll.repo';

// The whole run computed: its rows, totals, line texts, variance (payroll-compute.ts computes one employee).

/** What computing a run needs besides: the pay sources it gathers and the notices its first level gets. */
type ComputeDeps = RunDeps & { plugins: Pick<Plugins, 'payrollSources' | 'payrollApprovalNotices'> };

/** Warnings about an employee; `dates` adds the joiner/leaver ones (the compute adds them only when it prorated). */
export function warningsOf(
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
