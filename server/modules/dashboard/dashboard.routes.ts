import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminStatsSchema,
  dashboardTasksSchema,
  employeeStatsSchema,
  payrollDistributionQuerySchema,
  payrollDistributionSchema,
  statsCardSchema,
} from '@/lib/contracts/dashboard';
import type { AppEnv } from '@/server/http/context';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, errorSchema, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { listDashboardTasks } from './dashboard-tasks.service';
import {
  getAdminStats,
  getEmployeeStats,
  getPayrollDistribution,
  getStatsCard,
  PAY_PERMISSIONS,
} from './dashboard.service';

const tags = ['Dashboard'];
// Every member of the organisation sees the dashboard; figures they may not see come back null.
const member = { tags, security: bearerAuth, middleware: [requireSession, requireOrganization] };
// Breakdowns of employees and salaries: only for those who manage employees or run payroll.
const payPeople = {
  ...member,
  middleware: [requireSession, requireOrganization, requirePermission(...PAY_PERMISSIONS)],
};
const forbidden = {
  403: {
    description: 'No organisation, or not allowed',
    content: { 'application/json': { schema: errorSchema } },
  },
};
const viewer = (c: Context<AppEnv>) => ({ userId: c.var.auth.userId, organizationId: c.var.organizationId });

/** Mounted at `/`: the paths are admin/stats and dashboard/*. */
export function dashboardRoutes() {
  const app = createRouter();
  // GET /admin/stats — organisation totals: employees by status, departments, groups, team, wallets
  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/stats',
      ...member,
      responses: { ...okResponse(adminStatsSchema), ...forbidden },
    }),
    async (c) => ok(c, 'api.ok', await getAdminStats(c.var.deps, viewer(c))),
  );
  // GET /dashboard/stats-card — employees, monthly payroll, wallet balance and new hires, each with its trend
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/stats-card',
      ...member,
      responses: { ...okResponse(statsCardSchema), ...forbidden },
    }),
    async (c) => ok(c, 'api.ok', await getStatsCard(c.var.deps, viewer(c))),
  );
  // GET /dashboard/payroll-distribution-summary — monthly gross by department and component (query currency)
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/payroll-distribution-summary',
      ...payPeople,
      request: { query: payrollDistributionQuerySchema },
      responses: { ...okResponse(payrollDistributionSchema), ...forbidden },
    }),
    async (c) =>
      ok(c, 'api.ok', await getPayrollDistribution(c.var.deps, c.var.organizationId, c.req.valid('query'))),
  );
  // GET /dashboard/tasks — things to do, computed from the checklist, employees, invitations and the subscription
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/tasks',
      ...member,
      responses: { ...okResponse(dashboardTasksSchema), ...forbidden },
    }),
    async (c) => ok(c, 'api.ok', await listDashboardTasks(c.var.deps, viewer(c))),
  );
  // GET /dashboard/employee-stats — by status, gender, employment type, department; joiners/leavers per month
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/employee-stats',
      ...payPeople,
      responses: { ...okResponse(employeeStatsSchema), ...forbidden },
    }),
    async (c) => ok(c, 'api.ok', await getEmployeeStats(c.var.deps, c.var.organizationId)),
  );
  return app;
}
