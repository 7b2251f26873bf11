import 'server-only';
import {
  departmentDistributionSchema,
  payrollAnalyticsQuerySchema,
  salaryDistributionSchema,
  salaryStatSchema,
} from '@/lib/contracts/payroll-analytics';
import type { ModuleRouter } from '@/server/http/module-router';
import { okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import * as analytics from './payroll-analytics.service';

/** GET payroll/analytics/* (composed into payroll.routes.ts): readers of payroll; `from`/`to` YYYY-MM, default the last 12 months. */
export function payrollAnalyticsRoutes(
  m: ModuleRouter,
  read: readonly ['payroll.create', 'payroll.approve'],
) {
  const request = { query: payrollAnalyticsQuerySchema };
  // GET /payroll/analytics/employee-salary-stat — headcount, average, median, min, max gross and net per currency
  m.openapi(
    m.route({
      method: 'get',
      path: '/analytics/employee-salary-stat',
      permission: read,
      request,
      responses: okResponse(salaryStatSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await analytics.salaryStat(
          c.var.deps.db,
          c.var.organizationId,
          analytics.resolveRange(c.req.valid('query'), c.var.deps.now()),
        ),
      ),
  );
  // GET /payroll/analytics/employee-salary-distribution — headcount per band of average monthly gross
  m.openapi(
    m.route({
      method: 'get',
      path: '/analytics/employee-salary-distribution',
      permission: read,
      request,
      responses: okResponse(salaryDistributionSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await analytics.salaryDistribution(
          c.var.deps.db,
          c.var.organizationId,
          analytics.resolveRange(c.req.valid('query'), c.var.deps.now()),
        ),
      ),
  );
  // GET /payroll/analytics/department-salary-distribution — gross, net and PAYE per department
  m.openapi(
    m.route({
      method: 'get',
      path: '/analytics/department-salary-distribution',
      permission: read,
      request,
      responses: okResponse(departmentDistributionSchema),
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await analytics.departmentDistribution(
          c.var.deps.db,
          c.var.organizationId,
          analytics.resolveRange(c.req.valid('query'), c.var.deps.now()),
        ),
      ),
  );
}
