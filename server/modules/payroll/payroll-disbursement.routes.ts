import 'server-only';
import { payrollParamsSchema } from '@/lib/contracts/payroll';
import { payrollDisbursementSchema, payrollRetryResultSchema } from '@/lib/contracts/payroll-disbursement';
import type { moduleRouter } from '@/server/http/module-router';
import { conflictResponse, notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { notFound } from '@/server/errors';
import { getDisbursement } from './payroll-disbursement.read';
import { retryFailed } from './payroll.disbursement';
import * as repo from './payroll.repo';

/** The disbursement routes, added to the payroll router (payroll.routes.ts calls this with its router). */
export function disbursementRoutes(m: ReturnType<typeof moduleRouter>) {
  // GET /payroll/{payrollId}/disbursement — payouts by status and currency, and the failed rows with reasons
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}/disbursement',
      permission: ['payroll.create', 'payroll.approve'],
      request: { params: payrollParamsSchema },
      responses: { ...okResponse(payrollDisbursementSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const runId = c.req.valid('param').payrollId;
      if (!(await repo.findRun(c.var.deps.db, c.var.organizationId, runId)))
        throw notFound('payroll.errors.notFound');
      return ok(
        c,
        'api.ok',
        await getDisbursement(c.var.deps.db, c.var.organizationId, runId, c.var.deps.now()),
      );
    },
  );
  // POST /payroll/{payrollId}/retry-failed — send the failed rows again with current bank details (Idempotency-Key).
  // payroll.approve, not payroll.create: it moves money out of the wallet again, as the final approval did.
  m.openapi(
    m.route({
      method: 'post',
      path: '/{payrollId}/retry-failed',
      permission: 'payroll.approve',
      stepUp: true,
      idempotent: true,
      request: { params: payrollParamsSchema },
      responses: {
        ...okResponse(payrollRetryResultSchema),
        ...notFoundResponse(),
        ...conflictResponse('The run is not being paid or partly paid'),
      },
    }),
    async (c) => {
      const result = await retryFailed(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payrollId,
        c.var.deps.now(),
      );
      return ok(c, 'payroll.api.retried', result, { count: result.retried });
    },
  );
}
