import 'server-only';
import type { Subscription } from '@/lib/contracts/billing';
import type { DashboardTask } from '@/lib/contracts/dashboard';
import { PAY_PERMISSIONS } from '@/lib/contracts/permissions';
import type { AppDeps } from '@/server/deps';
import { listPermissions } from '@/server/modules/identity/identity.queries';
import { getSubscription } from '@/server/modules/billing/billing.service';
import {
  countBankAccountGaps,
  pendingChangesSummary,
  suspensionsEnding,
} from '@/server/modules/employees/employees.queries';
import { getDashboardChecklist } from '@/server/modules/onboarding/onboarding.service';
import { pendingRequestCount } from '@/server/modules/leave/leave.queries';
import { runsAwaitingApprover } from '@/server/modules/payroll/payroll.queries';
import { overdueSummary } from '@/server/modules/remittances/remittances.service';
import { getSettings } from '@/server/modules/settings/settings.service';
import { listAdmins } from '@/server/modules/team/team.service';
import { addDays, isoDay } from './dashboard.dates';
import type { Viewer } from './dashboard.service';

/** How far ahead "ending soon" looks, in days. */
const SOON_DAYS = 7;

const EMPLOYEES_HREF = '/app/employees?tab=active';

/** When the subscription (trial or paid period, or the grace after it) stops, or null once expired. */
function subscriptionEnd(s: Subscription): string | null {
  switch (s.status) {
    case 'free trial':
      return s.trialEndsAt;
    case 'active':
    case 'cancelled':
      return s.currentPeriodEnd ?? s.trialEndsAt;
    case 'overdue':
      return s.graceEndsAt;
    default:
      return null;
  }
}

const task = (
  type: DashboardTask['type'],
  count: number,
  href: string,
  dueDate: string | null = null,
): DashboardTask => ({
  type,
  count,
  href,
  dueDate,
});

/**
 * GET dashboard/tasks: what needs doing, computed from the onboarding checklist, employees' bank details,
 * pending bank-detail changes, suspensions, invitations, the subscription, overdue remittances, runs awaiting approval and leave waiting
 * for review. Only what the viewer may act on, and only counts above zero.
 */
export async function listDashboardTasks(deps: AppDeps, viewer: Viewer): Promise<DashboardTask[]> {
  const { organizationId } = viewer;
  const now = deps.now();
  const today = isoDay(now);
  const soon = isoDay(addDays(now, SOON_DAYS));
  const granted = await listPermissions(deps.db, viewer.userId, organizationId);
  const canEmployees = PAY_PERMISSIONS.some((p) => granted.includes(p));
  const canSettings = granted.includes('settings');

  const canConfirm = granted.includes('employees');
  const [checklist, bank, suspensions, team, subscription, overdue, payroll, leave, changes] =
    await Promise.all([
      getDashboardChecklist(deps, viewer.userId, organizationId),
      canEmployees ? countBankAccountGaps(deps.db, organizationId) : null,
      canEmployees ? suspensionsEnding(deps.db, organizationId, today, soon) : null,
      canSettings ? listAdmins(deps, organizationId) : null,
      canSettings ? getSubscription(deps.db, organizationId, now) : null,
      granted.includes('employees') ? overdueSummary(deps.db, organizationId, now) : null,
      // only the runs whose current level the viewer may approve (the named approver, or anyone without levels)
      granted.includes('payroll.approve')
        ? getSettings(deps.db, organizationId).then((s) =>
            runsAwaitingApprover(deps.db, organizationId, viewer.userId, s.approvalLevels),
          )
        : null,
      granted.includes('leave') ? pendingRequestCount(deps.db, organizationId) : null,
      // changed bank accounts hold their payouts until an admin with the employees permission confirms them
      canConfirm ? pendingChangesSummary(deps.db, organizationId) : null,
    ]);

  const tasks = [task('checklist', checklist.checklist.filter((s) => !s.done).length, '/app/onboarding')];
  if (bank) {
    tasks.push(
      task('missingBankAccount', bank.missing, EMPLOYEES_HREF),
      task('unverifiedBankAccount', bank.unverified, EMPLOYEES_HREF),
    );
  }
  if (changes) {
    // one change links straight to its employee (where it is confirmed); several to the list
    const href = changes.count === 1 ? `/app/employees/${changes.firstEmployeeId}` : EMPLOYEES_HREF;
    tasks.push(task('pendingBankChanges', changes.count, href));
  }
  if (suspensions)
    tasks.push(task('suspensionsEnding', suspensions.count, EMPLOYEES_HREF, suspensions.earliest));
  if (team) {
    const pending = team.invitations.filter((i) => i.status === 'pending').length;
    tasks.push(task('pendingInvitations', pending, '/app/settings?tab=manage-team'));
  }
  const ends = subscription && subscriptionEnd(subscription);
  if (ends && isoDay(new Date(ends)) <= soon) {
    tasks.push(task('subscriptionEnding', 1, '/app/settings?tab=billing-info', isoDay(new Date(ends))));
  }
  if (overdue)
    tasks.push(task('overdueRemittances', overdue.count, '/app/employees/remittances', overdue.earliest));
  if (payroll) tasks.push(task('payrollAwaitingApproval', payroll, '/app/payroll'));
  if (leave !== null) tasks.push(task('leaveRequestsPending', leave, '/app/leave?tab=leave-requests'));
  return tasks.filter((t) => t.count > 0);
}
