import 'server-only';
import { APPROVED_PAYROLL_STATUSES, type PayrollRun } from '@/lib/contracts/payroll';
import type { DbOrTx } from '@/server/db/client';
import { resolveAppUrl } from '@/server/config';
import { notFound } from '@/server/errors';
import type { Mailer } from '@/server/mail/mailer';
import { listPermissions } from '@/server/modules/identity/identity.queries';
import { getSettings } from '@/server/modules/settings/settings.service';
import type { loadPayrollConfig } from './payroll-config';
import { periodOf } from './payroll-period';
import * as repo from './payroll.repo';

// A run as the routes answer it, and what the run services share (payroll.service, its compute and reads).

export type RunDeps = { db: DbOrTx; now: () => Date; mailer?: Mailer; appUrl?: string };
// read when a link is made (not at import): production refuses to start without APP_URL
export const defaultAppUrl = () => resolveAppUrl();
/** The most joiners, leavers, changes or off-cycle amounts a run's answer lists (the counts cover all). */
export const VARIANCE_LIST_MAX = 200;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const personName = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

export type Levels = Awaited<ReturnType<typeof loadPayrollConfig>>['approvalLevels'];

export async function approvalLevelsOf(db: DbOrTx, organizationId: string): Promise<Levels> {
  return (await getSettings(db, organizationId)).approvalLevels;
}

export function presentRun(
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
    ...(run.bankReference && { bankPayment: { reference: run.bankReference, paidOn: run.paidOn } }),
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

export async function loadRun(db: DbOrTx, organizationId: string, id: string): Promise<PayrollRun> {
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
export async function approversWithoutPermission(
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
