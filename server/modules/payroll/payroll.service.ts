import 'server-only';
import type { z } from 'zod';
import type {
  PayrollRun,
  PayrollSettings,
  payrollCreateSchema,
  payrollSettingsInputSchema,
} from '@/lib/contracts/payroll';
import type { PayOn } from '@/lib/contracts/payroll-release';
import type { Permission } from '@/lib/contracts/permissions';
import type { DbOrTx } from '@/server/db/client';
import type { Plugins } from '@/server/deps';
import type { OffCycleAmountJson } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { AppError, conflict, fieldError, forbidden, notFound } from '@/server/errors';
import { findUserById, listPermissions } from '@/server/modules/identity/identity.queries';
import { outboxMailer, type Mailer } from '@/server/mail/mailer';
import { getGroup } from '@/server/modules/payroll-groups/payroll-groups.service';
import { loadPayrollConfig, readPayrollSettings } from './payroll-config';
import { readRunEmployees, summarizeRunEmployees } from './payroll-employees.read';
import { announceNextLevel, notifyCreator } from './payroll-notify';
import { periodOf } from './payroll-period';
import { runApprovalHooks } from './payroll-approval';
import { approvalLevelsOf, defaultAppUrl, loadRun, type RunDeps } from './payroll-runs.present';
import * as repo from './payroll.repo';

/**
 * Payroll runs: draft (created) → pending_approval (computed; waiting for level k of n) → approved (last level)
 * | rejected (final, with the reason). Computing again bumps `version` and voids the approvals given so far.
 * Here: creating, approving and rejecting a run, and the payroll settings; computing is in
 * payroll-run-compute.service.ts, the screens' reads in payroll-reads.service.ts.
 */

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
  deps: RunDeps,
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
  const u = await findUserById(db, userId);
  return u ? `${u.firstName} ${u.lastName}` : '';
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
        disbursement: (await readPayrollSettings(db, input.organizationId)).disbursement,
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
  deps: RunDeps,
  organizationId: string,
  input: z.output<typeof payrollSettingsInputSchema>,
) {
  const before = await readPayrollSettings(deps.db, organizationId);
  await repo.upsertPayrollSettings(deps.db, organizationId, { ...before, ...input }, deps.now());
  return { before, data: await readPayrollSettings(deps.db, organizationId) };
}
