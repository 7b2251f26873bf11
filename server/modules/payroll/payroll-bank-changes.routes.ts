import 'server-only';
import { payrollParamsSchema } from '@/lib/contracts/payroll';
import { runBankChangesSchema } from '@/lib/contracts/payroll-bank-changes';
import type { ModuleRouter } from '@/server/http/module-router';
import { notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { runBankChanges } from './payroll-bank-changes.service';

export function registerRunBankChangeRoutes(m: ModuleRouter) {
  // GET /payroll/{payrollId}/bank-changes — the run's employees whose new bank account awaits confirmation
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}/bank-changes',
      permission: ['payroll.create', 'payroll.approve'],
      request: { params: payrollParamsSchema },
      responses: { ...okResponse(runBankChangesSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await runBankChanges(c.var.deps.db, c.var.organizationId, c.req.valid('param').payrollId),
      ),
  );
}
