import 'server-only';
import {
  SALARY_COMPONENTS,
  type AdminStats,
  type EmployeeStats,
  type PayrollDistribution,
  type PayrollDistributionQuery,
  type StatsCard,
} from '@/lib/contracts/dashboard';
import { PAY_PERMISSIONS } from '@/lib/contracts/permissions';
import { monthlyGross } from '@/lib/payroll/gross';
import { notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { listPermissions } from '@/server/modules/identity/identity.queries';
import { countDepartments, findDepartmentRefs } from '@/server/modules/departments/departments.queries';
import * as people from '@/server/modules/employees/employees.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { countPayrollGroups } from '@/server/modules/payroll-groups/payroll-groups.queries';
import { listAdmins } from '@/server/modules/team/team.service';
import { listWalletBalances } from '@/server/modules/wallet/wallet.service';
import { dashboardDays, lastMonths, monthStart } from './dashboard.dates';

/*
 * The dashboard owns no tables: its figures are GROUP BY aggregates each owning module offers in its
 * `*.queries.ts` (employees, departments, payroll groups), joined here by id.
 */

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
  const [can, employees, departments, payrollGroups, team] = await Promise.all([
    viewerCan(deps, viewer),
    people.countEmployeesByStatus(deps.db, organizationId),
    countDepartments(deps.db, organizationId),
    countPayrollGroups(deps.db, organizationId),
    listAdmins(deps, organizationId),
  ]);
  const wallets = can.wallet ? await listWalletBalances(deps.db, organizationId) : null;
  return {
    employees,
    departments,
    payrollGroups,
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
    people.headcountTrends(deps.db, organizationId, days),
  ]);
  const payroll = can.pay
    ? await people.monthlyGrossByCurrency(deps.db, organizationId, days.previousDay)
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

/** Names in the order SQL's `order by name` gave them (code points; no name last), for ties. */
const byName = (a: { name: string | null }, b: { name: string | null }) =>
  a.name === b.name ? 0 : a.name === null ? 1 : b.name === null ? -1 : a.name < b.name ? -1 : 1;

/** The names of the departments among `rows` (the departments module's own read). */
async function departmentNames(
  deps: AppDeps,
  organizationId: string,
  rows: readonly { departmentId: string | null }[],
) {
  const ids = [...new Set(rows.flatMap((r) => (r.departmentId ? [r.departmentId] : [])))];
  const refs = await findDepartmentRefs(deps.db, organizationId, ids);
  return new Map(refs.map((d) => [d.id, d.name]));
}

/** Every department with its headcount on staff (zero included), most first, then the employees with none. */
async function headcountByDepartment(deps: AppDeps, organizationId: string) {
  const [departments, counts] = await Promise.all([
    findDepartmentRefs(deps.db, organizationId),
    people.countOnStaffByDepartment(deps.db, organizationId),
  ]);
  const byId = new Map(counts.map((r) => [r.departmentId, r.count]));
  const rows = departments
    .map((d) => ({
      departmentId: d.id as string | null,
      name: d.name as string | null,
      count: byId.get(d.id) ?? 0,
    }))
    .sort((a, b) => b.count - a.count || byName(a, b));
  const unassigned = byId.get(null) ?? 0;
  return unassigned > 0 ? [...rows, { departmentId: null, name: null, count: unassigned }] : rows;
}

/** GET dashboard/payroll-distribution-summary: monthly gross by department and by salary component. */
export async function getPayrollDistribution(
  deps: AppDeps,
  organizationId: string,
  query: PayrollDistributionQuery,
): Promise<PayrollDistribution> {
  const [orgCurrency, currencies] = await Promise.all([
    organizationCurrency(deps, organizationId),
    people.listPayCurrencies(deps.db, organizationId),
  ]);
  const currency = query.currency ?? orgCurrency;
  const rows = await people.payByDepartment(deps.db, organizationId, currency);
  const names = await departmentNames(deps, organizationId, rows);
  const total = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((sum, r) => sum + pick(r), 0);
  const byDepartment = rows
    .map((r) => ({
      departmentId: r.departmentId,
      name: r.departmentId ? (names.get(r.departmentId) ?? null) : null,
      headcount: r.headcount,
      gross: monthlyGross(r),
    }))
    .sort((a, b) => b.gross - a.gross || byName(a, b));
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
    people.countEmployeesByStatus(deps.db, organizationId),
    people.countOnStaffBy(deps.db, organizationId, 'gender'),
    people.countOnStaffBy(deps.db, organizationId, 'employmentType'),
    headcountByDepartment(deps, organizationId),
    people.joinersAndLeavers(deps.db, organizationId, `${months[0]}-01`, monthStart(now, 1)),
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
