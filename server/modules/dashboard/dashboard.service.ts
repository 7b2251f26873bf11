import 'server-only';
import {
  SALARY_COMPONENTS,
  type AdminStats,
  type EmployeeStats,
  type PayrollDistribution,
  type PayrollDistributionQuery,
  type StatsCard,
} from '@/lib/contracts/dashboard';
import type { Permission } from '@/lib/contracts/permissions';
import { notFound } from '@/server/errors';
import type { AppDeps } from '@/server/http/context';
import { listPermissions } from '@/server/http/middleware/permission';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { listAdmins } from '@/server/modules/team/team.service';
import { listWalletBalances } from '@/server/modules/wallet/wallet.service';
import { dashboardDays, lastMonths, monthStart } from './dashboard.dates';
import * as repo from './dashboard.repo';
import { monthlyGross } from '@/lib/payroll/gross';

/** Who may see salary figures on the dashboard: the same people who manage employees or run payroll. */
export const PAY_PERMISSIONS: Permission[] = ['employees', 'payroll.create', 'payroll.approve'];

/** The requester: dashboard figures they lack the permission for come back as null. */
export type Viewer = { userId: string; organizationId: string };

async function viewerCan(deps: AppDeps, viewer: Viewer) {
  const granted = await listPermissions(deps.db, viewer.userId, viewer.organizationId);
  return { wallet: granted.includes('wallet'), pay: PAY_PERMISSIONS.some((p) => granted.includes(p)) };
}

async function organizationCurrency(deps: AppDeps, organizationId: string) {
  const organization = await findOrganization(deps.db, organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  return organization.currency;
}

/** GET admin/stats: organisation totals. */
export async function getAdminStats(deps: AppDeps, viewer: Viewer): Promise<AdminStats> {
  const { organizationId } = viewer;
  const [can, employees, structure, team] = await Promise.all([
    viewerCan(deps, viewer),
    repo.countEmployeesByStatus(deps.db, organizationId),
    repo.countStructure(deps.db, organizationId),
    listAdmins(deps, organizationId),
  ]);
  const wallets = can.wallet ? await listWalletBalances(deps.db, organizationId) : null;
  return {
    employees,
    ...structure,
    teamAdmins: team.members.filter((m) => m.role === 'team_admin').length,
    pendingInvitations: team.invitations.filter((i) => i.status === 'pending').length,
    wallets: wallets?.map(({ currency, balance }) => ({ currency, balance })) ?? null,
  };
}

/** GET dashboard/stats-card: the four cards, each with the figure it is compared with. */
export async function getStatsCard(deps: AppDeps, viewer: Viewer): Promise<StatsCard> {
  const { organizationId } = viewer;
  const days = dashboardDays(deps.now());
  const [can, currency, trends] = await Promise.all([
    viewerCan(deps, viewer),
    organizationCurrency(deps, organizationId),
    repo.headcountTrends(deps.db, organizationId, days),
  ]);
  const payroll = can.pay
    ? await repo.monthlyGrossByCurrency(deps.db, organizationId, days.previousDay)
    : null;
  let walletBalance: StatsCard['walletBalance'] = null;
  if (can.wallet) {
    const [now, before] = await Promise.all([
      listWalletBalances(deps.db, organizationId),
      listWalletBalances(deps.db, organizationId, days.previousMoment),
    ]);
    const current = now.find((w) => w.currency === currency);
    const previous = before.find((w) => w.currency === currency);
    if (current) walletBalance = { currency, value: current.balance, previous: previous?.balance ?? 0 };
  }
  return {
    currency,
    totalEmployees: { value: trends.headcount, previous: trends.previousHeadcount },
    monthlyPayroll: payroll,
    walletBalance,
    newHires: { value: trends.newHires, previous: trends.previousNewHires },
  };
}

/** GET dashboard/payroll-distribution-summary: monthly gross by department and by salary component. */
export async function getPayrollDistribution(
  deps: AppDeps,
  organizationId: string,
  query: PayrollDistributionQuery,
): Promise<PayrollDistribution> {
  const [orgCurrency, currencies] = await Promise.all([
    organizationCurrency(deps, organizationId),
    repo.listPayCurrencies(deps.db, organizationId),
  ]);
  const currency = query.currency ?? orgCurrency;
  const rows = await repo.payrollByDepartment(deps.db, organizationId, currency);
  const total = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
  const byDepartment = rows.map((r) => ({
    departmentId: r.departmentId,
    name: r.name,
    headcount: r.headcount,
    gross: monthlyGross(r),
  }));
  return {
    currency,
    currencies,
    headcount: total((r) => r.headcount),
    gross: byDepartment.reduce((sum, d) => sum + d.gross, 0),
    byDepartment,
    byComponent: SALARY_COMPONENTS.map((component) => ({ component, amount: total((r) => r[component]) })),
  };
}

/** GET dashboard/employee-stats: headcount breakdowns and joiners/leavers over the last 12 months. */
export async function getEmployeeStats(deps: AppDeps, organizationId: string): Promise<EmployeeStats> {
  const now = deps.now();
  const months = lastMonths(now, 12);
  const [status, byGender, byEmploymentType, byDepartment, flows] = await Promise.all([
    repo.countEmployeesByStatus(deps.db, organizationId),
    repo.countOnStaffBy(deps.db, organizationId, 'gender'),
    repo.countOnStaffBy(deps.db, organizationId, 'employmentType'),
    repo.headcountByDepartment(deps.db, organizationId),
    repo.joinersAndLeavers(deps.db, organizationId, `${months[0]}-01`, monthStart(now, 1)),
  ]);
  const byMonth = (rows: { month: string; count: number }[]) => new Map(rows.map((r) => [r.month, r.count]));
  const joiners = byMonth(flows.joiners);
  const leavers = byMonth(flows.leavers);
  return {
    byStatus: { active: status.active, suspended: status.suspended, separated: status.separated },
    byGender,
    byEmploymentType,
    byDepartment,
    monthly: months.map((month) => ({
      month,
      joiners: joiners.get(month) ?? 0,
      leavers: leavers.get(month) ?? 0,
    })),
  };
}
