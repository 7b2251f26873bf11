import 'server-only';
import type { Context } from 'hono';
import {
  adminStatsSchema,
  dashboardTasksSchema,
  employeeStatsSchema,
  payrollDistributionQuerySchema,
  payrollDistributionSchema,
  statsCardSchema,
} from '@/lib/contracts/dashboard';
import { PAY_PERMISSIONS } from '@/lib/contracts/permissions';
import type { AppEnv } from '@/server/http/context';
import { moduleRouter } from '@/server/http/module-router';
import { okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { listDashboardTasks } from './dashboard-tasks.service';
import { getAdminStats, getEmployeeStats, getPayrollDistribution, getStatsCard } from './dashboard.service';

const viewer = (c: Context<AppEnv>) => ({ userId: c.var.auth.userId, organizationId: c.var.organizationId });

/**
 * Mounted at `/` (lib/modules.ts): the paths are admin/stats and dashboard/*. Every member of the
 * organisation sees the dashboard, with the figures they may not see as null; the breakdowns of employees
 * and salaries need a permission covering pay (`employees` or `payroll.*`).
 */
export function dashboardRoutes() {
  const m = moduleRouter('dashboard', ['Dashboard']);
  // GET /admin/stats — organisation totals: employees by status, departments, groups, team, wallets
  m.openapi(
    m.route({
      method: 'get',
      path: '/admin/stats',
      permission: null,
      responses: okResponse(adminStatsSchema),
    }),
    async (c) => ok(c, 'api.ok', await getAdminStats(c.var.deps, viewer(c))),
  );
  // GET /dashboard/stats-card — employees, monthly payroll, wallet balance and new hires, each with its trend
  m.openapi(
    m.route({
      method: 'get',
      path: '/dashboard/stats-card',
      permission: null,
      responses: okResponse(statsCardSchema),
    }),
    async (c) => ok(c, 'api.ok', await getStatsCard(c.var.deps, viewer(c))),
  );
  // GET /dashboard/payroll-distribution-summary — monthly gross by department and component (query currency)
  m.openapi(
    m.route({
      method: 'get',
      path: '/dashboard/payroll-distribution-summary',
      permission: PAY_PERMISSIONS,
      request: { query: payrollDistributionQuerySchema },
      responses: okResponse(payrollDistributionSchema),
    }),
    async (c) =>
      ok(c, 'api.ok', await getPayrollDistribution(c.var.deps, c.var.organizationId, c.req.valid('query'))),
  );
  // GET /dashboard/tasks — things to do, computed from the checklist, employees, invitations and the subscription
  m.openapi(
    m.route({
      method: 'get',
      path: '/dashboard/tasks',
      permission: null,
      responses: okResponse(dashboardTasksSchema),
    }),
    async (c) => ok(c, 'api.ok', await listDashboardTasks(c.var.deps, viewer(c))),
  );
  // GET /dashboard/employee-stats — by status, gender, employment type, department; joiners/leavers per month
  m.openapi(
    m.route({
      method: 'get',
      path: '/dashboard/employee-stats',
      permission: PAY_PERMISSIONS,
      responses: okResponse(employeeStatsSchema),
    }),
    async (c) => ok(c, 'api.ok', await getEmployeeStats(c.var.deps, c.var.organizationId)),
  );
  return m.build();
}
