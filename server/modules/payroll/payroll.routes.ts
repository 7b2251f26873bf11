import 'server-only';
import {
  payrollApproveSchema,
  payrollComputeSchema,
  payrollCreateSchema,
  payrollDetailQuerySchema,
  payrollDetailSchema,
  payrollInitDataSchema,
  payrollInitInputSchema,
  payrollListQuerySchema,
  payrollParamsSchema,
  payrollRejectSchema,
  payrollRunSchema,
  payrollSettingsInputSchema,
  payrollSettingsSchema,
  payrollStatsCardSchema,
} from '@/lib/contracts/payroll';
import type { AppDeps } from '@/server/deps';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedDetailResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { disbursementRoutes } from './payroll-disbursement.routes';
import { releaseRoutes } from './payroll-release.routes';
import * as reads from './payroll-reads.service';
import * as compute from './payroll-run-compute.service';
import * as payroll from './payroll.service';
import { payrollDocumentRoutes } from './payroll-documents.routes';
import { payrollAnalyticsRoutes } from './payroll-analytics.routes';
import { bankFileRoutes } from './bank-file/bank-file.routes';
import { registerRunBankChangeRoutes } from './payroll-bank-changes.routes';

/**
 * Mounted at /payroll (lib/modules.ts). Reads need payroll.create or payroll.approve; creating and computing
 * need payroll.create; approving and rejecting payroll.approve (and, with approval levels, being that level's
 * approver).
 */
export function payrollRoutes() {
  const m = moduleRouter('payroll', ['Payroll']);
  const read = ['payroll.create', 'payroll.approve'] as const;
  const deps = (d: AppDeps) => ({
    db: d.db,
    now: d.now,
    mailer: d.mailer,
    appUrl: d.config.appUrl,
    plugins: d.plugins,
  });

  // GET /payroll — runs, newest period first (status, year filters)
  m.openapi(
    m.route({
      method: 'get',
      path: '/',
      permission: read,
      request: { query: payrollListQuerySchema },
      responses: pagedResponse(payrollRunSchema),
    }),
    async (c) => paged(c, await reads.listRuns(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // POST /payroll/get-init-data — what a run for the period (and group) would include, with warnings
  m.openapi(
    m.route({
      method: 'post',
      path: '/get-init-data',
      permission: 'payroll.create',
      audit: false,
      request: jsonBody(payrollInitInputSchema),
      responses: { ...okResponse(payrollInitDataSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(c, 'api.ok', await reads.getInitData(c.var.deps.db, c.var.organizationId, c.req.valid('json'))),
  );
  // POST /payroll/create — a draft run (409 when the regular slot is taken; fxRates.USD needed for USD pay)
  m.openapi(
    m.route({
      method: 'post',
      path: '/create',
      permission: 'payroll.create',
      idempotent: true,
      request: jsonBody(payrollCreateSchema),
      responses: {
        ...createdResponse(payrollRunSchema),
        ...notFoundResponse(),
        ...conflictResponse('The period already has a run'),
      },
    }),
    async (c) =>
      created(
        c,
        'payroll.api.created',
        await payroll.createRun(
          deps(c.var.deps),
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('json'),
        ),
      ),
  );
  // POST /payroll/compute — compute every employee; bumps the version and voids approvals
  m.openapi(
    m.route({
      method: 'post',
      path: '/compute',
      permission: 'payroll.create',
      idempotent: true,
      request: jsonBody(payrollComputeSchema),
      responses: {
        ...okResponse(payrollRunSchema),
        ...notFoundResponse(),
        ...conflictResponse('The run cannot be computed in its state'),
      },
    }),
    async (c) =>
      ok(
        c,
        'payroll.api.computed',
        await compute.computeRun(deps(c.var.deps), c.var.organizationId, c.req.valid('json').payrollId),
      ),
  );
  // GET /payroll/stats-card — last run's figures per currency with the previous run's; awaiting; next pay date
  m.openapi(
    m.route({
      method: 'get',
      path: '/stats-card',
      permission: read,
      responses: okResponse(payrollStatsCardSchema),
    }),
    async (c) =>
      ok(c, 'api.ok', await reads.getStatsCard(c.var.deps.db, c.var.organizationId, c.var.deps.now())),
  );
  // GET /payroll/settings — NHF base and proration basis (our addition)
  m.openapi(
    m.route({
      method: 'get',
      path: '/settings',
      permission: read,
      responses: okResponse(payrollSettingsSchema),
    }),
    async (c) => ok(c, 'api.ok', await payroll.getPayrollSettings(c.var.deps.db, c.var.organizationId)),
  );
  // PATCH /payroll/settings — change them (payroll.create)
  m.openapi(
    m.route({
      method: 'patch',
      path: '/settings',
      permission: 'payroll.create',
      request: jsonBody(payrollSettingsInputSchema),
      responses: okResponse(payrollSettingsSchema),
    }),
    async (c) => {
      const { before, data } = await payroll.updatePayrollSettings(
        deps(c.var.deps),
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'payroll.api.settingsUpdated', data);
    },
  );
  // GET /payroll/{payrollId} — the run, totals, approvals, variance and one page of employees (page, perPage, search)
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}',
      permission: read,
      request: { params: payrollParamsSchema, query: payrollDetailQuerySchema },
      responses: { ...pagedDetailResponse(payrollDetailSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const run = await reads.getRunDetail(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payrollId,
        c.req.valid('query'),
      );
      return paged(c, run);
    },
  );
  // PATCH /payroll/{payrollId}/approve — approve the current level { version, comment?, payOn? }
  m.openapi(
    m.route({
      method: 'patch',
      path: '/{payrollId}/approve',
      permission: 'payroll.approve',
      stepUp: true,
      idempotent: true,
      summary: 'Approve the run’s current level',
      description:
        'With approval levels, only the level’s named approver may approve it and nobody approves two levels ' +
        '(403). The last approval releases the pay: `payOn` `now` (the default when absent) queues the ' +
        'payouts at once; `payDate` moves the money into clearing now and sends the payouts from 06:00 on the ' +
        'pay date in the organisation’s time zone (`scheduledFor`; cancel with POST ' +
        'payroll/{payrollId}/cancel-schedule). 422 INSUFFICIENT_FUNDS when a wallet cannot cover it.',
      request: { params: payrollParamsSchema, ...jsonBody(payrollApproveSchema) },
      responses: {
        ...okResponse(payrollRunSchema),
        ...notFoundResponse(),
        ...conflictResponse('Stale version or a run that cannot be approved'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const run = await payroll.approveRun(
        c.var.deps.db,
        {
          organizationId: c.var.organizationId,
          runId: c.req.valid('param').payrollId,
          userId: c.var.auth.userId,
          version: body.version,
          comment: body.comment,
          payOn: body.payOn,
        },
        {
          mailer: c.var.deps.mailer,
          now: c.var.deps.now,
          appUrl: c.var.deps.config.appUrl,
          permissions: c.get('permissions'),
          plugins: c.var.deps.plugins,
        },
      );
      if (run.scheduledFor) return ok(c, 'payroll.api.scheduled', run, { payDate: run.payDate });
      return ok(
        c,
        run.approvedLevels >= run.approvalLevels ? 'payroll.api.approved' : 'payroll.api.levelApproved',
        run,
        { level: run.approvedLevels, levels: run.approvalLevels },
      );
    },
  );
  // PATCH /payroll/{payrollId}/reject — reject with a reason { version, reason }
  m.openapi(
    m.route({
      method: 'patch',
      path: '/{payrollId}/reject',
      permission: 'payroll.approve',
      idempotent: true,
      request: { params: payrollParamsSchema, ...jsonBody(payrollRejectSchema) },
      responses: {
        ...okResponse(payrollRunSchema),
        ...notFoundResponse(),
        ...conflictResponse('Stale version or a run that cannot be rejected'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const run = await payroll.rejectRun(
        c.var.deps.db,
        {
          organizationId: c.var.organizationId,
          runId: c.req.valid('param').payrollId,
          userId: c.var.auth.userId,
          version: body.version,
          reason: body.reason,
        },
        {
          mailer: c.var.deps.mailer,
          now: c.var.deps.now,
          appUrl: c.var.deps.config.appUrl,
          permissions: c.get('permissions'),
        },
      );
      return ok(c, 'payroll.api.rejected', run);
    },
  );
  disbursementRoutes(m);
  releaseRoutes(m);
  payrollDocumentRoutes(m, read);
  payrollAnalyticsRoutes(m, read);
  bankFileRoutes(m);
  registerRunBankChangeRoutes(m);
  return m.build();
}
