import 'server-only';
import { payrollParamsSchema, payrollRunSchema } from '@/lib/contracts/payroll';
import {
  payrollCancelScheduleResultSchema,
  payrollPaySchema,
  payrollReleaseSummarySchema,
} from '@/lib/contracts/payroll-release';
import type { moduleRouter } from '@/server/http/module-router';
import { conflictResponse, jsonBody, notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { cancelSchedule, payApprovedRun, releaseSummary } from './payroll-release';
import { getRun } from './payroll.service';

/** When an approved run pays (issue 29): the last approval's figures, cancelling a schedule, paying again. */
export function releaseRoutes(m: ReturnType<typeof moduleRouter>) {
  // GET /payroll/{payrollId}/release-summary — per currency: net pay to send, fees, wallet balance, what remains
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}/release-summary',
      permission: 'payroll.approve',
      summary: 'What approving the last level (or paying an approved run) releases',
      description:
        'Per currency: the net pay sent to employees with a bank account, the provider’s fees, the wallet’s ' +
        'balance and what remains after both; the pay date, 06:00 on it in the organisation’s time zone ' +
        '(`releaseAt`) and the default choice (`payDate` while that is ahead, else `now`).',
      request: { params: payrollParamsSchema },
      responses: { ...okResponse(payrollReleaseSummarySchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await releaseSummary(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').payrollId,
          c.var.deps.now(),
        ),
      ),
  );
  // POST /payroll/{payrollId}/cancel-schedule — a run scheduled for its pay date back to approved and unpaid
  m.openapi(
    m.route({
      method: 'post',
      path: '/{payrollId}/cancel-schedule',
      permission: 'payroll.approve',
      idempotent: true,
      summary: 'Cancel a run’s scheduled payment',
      description:
        'Until its payouts start (06:00 on the pay date, organisation’s time zone), a run approved with ' +
        '`payOn: payDate` can be cancelled: the money held in its clearing account returns to the wallet ' +
        '(`returned`, per currency) and the run stays `approved` with `scheduledFor: null`, to be paid with ' +
        'POST payroll/{payrollId}/pay. 409 when nothing is scheduled (already started, paid or cancelled).',
      request: { params: payrollParamsSchema },
      responses: {
        ...okResponse(payrollCancelScheduleResultSchema),
        ...notFoundResponse(),
        ...conflictResponse('The run has no scheduled payment to cancel'),
      },
    }),
    async (c) => {
      const { before, returned } = await cancelSchedule(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payrollId,
        c.var.deps.now(),
      );
      c.set('auditBefore', { payoutSchedule: before });
      return ok(c, 'payroll.api.scheduleCancelled', { status: 'approved', returned });
    },
  );
  // POST /payroll/{payrollId}/pay — pay an approved, unpaid run now or on its pay date { payOn? }
  m.openapi(
    m.route({
      method: 'post',
      path: '/{payrollId}/pay',
      permission: 'payroll.approve',
      idempotent: true,
      summary: 'Pay an approved run whose scheduled payment was cancelled',
      description:
        '`payOn`: `now` (default) sends the payouts at once; `payDate` holds the money in clearing and sends ' +
        'them from 06:00 on the pay date (at once when that has passed). 422 INSUFFICIENT_FUNDS as at the ' +
        'approval; 409 for a run that is not approved and unpaid.',
      request: { params: payrollParamsSchema, ...jsonBody(payrollPaySchema) },
      responses: {
        ...okResponse(payrollRunSchema),
        ...notFoundResponse(),
        ...conflictResponse('The run is not approved and unpaid'),
      },
    }),
    async (c) => {
      const runId = c.req.valid('param').payrollId;
      await payApprovedRun(
        c.var.deps.db,
        c.var.organizationId,
        runId,
        c.req.valid('json').payOn ?? 'now',
        c.var.deps.now(),
      );
      const run = await getRun(c.var.deps.db, c.var.organizationId, runId);
      return run.scheduledFor
        ? ok(c, 'payroll.api.scheduled', run, { payDate: run.payDate })
        : ok(c, 'payroll.api.paying', run);
    },
  );
}
