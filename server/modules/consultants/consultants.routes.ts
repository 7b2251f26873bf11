import 'server-only';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  addTeamMemberSchema,
  analyticsQuerySchema,
  consultantAuditSchema,
  consultantAuditsQuerySchema,
  consultantBillingSchema,
  consultantClientSchema,
  consultantStatsSchema,
  payrollDistributionSummarySchema,
  payrollSizeDistributionSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  updateTeamMemberSchema,
} from '@/lib/contracts/consultants';
import type { AppEnv } from '@/server/http/context';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  errorResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import * as analytics from './consultants-analytics.service';
import * as team from './consultants-team.service';
import * as consultants from './consultants.service';

const auditMeta = (c: Context<AppEnv>) => ({ requestId: c.var.requestId, ip: c.var.ip });

const notConsultant = { 403: errorResponse('Not a consultant or a consultant’s team member') };

/**
 * Mounted at /consultants (lib/modules.ts): the consultant's console across client organisations. Signed-in
 * users in any organisation (or none); the scope (every client of the firm, or a team member's own clients)
 * comes from the user's roles, never from the request.
 */
export function consultantsRoutes() {
  const m = moduleRouter('consultants', ['Consultant']);

  // GET /consultants/organizations — the clients with headcount, subscription, wallet balances and gross
  m.openapi(
    m.route({
      method: 'get',
      path: '/organizations',
      access: 'user',
      responses: { ...okResponse(z.array(consultantClientSchema)), ...notConsultant },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await consultants.listClients(c.var.deps, await consultants.consultantScope(c.var.deps, c.var.auth)),
      ),
  );
  // GET /consultants/stats — clients, employees, this month's gross per currency, subscriptions ending soon
  m.openapi(
    m.route({
      method: 'get',
      path: '/stats',
      access: 'user',
      responses: { ...okResponse(consultantStatsSchema), ...notConsultant },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await consultants.getStats(c.var.deps, await consultants.consultantScope(c.var.deps, c.var.auth)),
      ),
  );
  // GET /consultants/billings — every client's subscription and payments
  m.openapi(
    m.route({
      method: 'get',
      path: '/billings',
      access: 'user',
      responses: { ...okResponse(z.array(consultantBillingSchema)), ...notConsultant },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await consultants.listBillings(c.var.deps, await consultants.consultantScope(c.var.deps, c.var.auth)),
      ),
  );
  // GET /consultants/audits — the audit log across clients, newest first; organizationId narrows it (another → 404)
  m.openapi(
    m.route({
      method: 'get',
      path: '/audits',
      access: 'user',
      request: { query: consultantAuditsQuerySchema },
      responses: { ...pagedResponse(consultantAuditSchema), ...notFoundResponse(), ...notConsultant },
    }),
    async (c) =>
      paged(
        c,
        await consultants.listClientAudits(
          c.var.deps,
          await consultants.consultantScope(c.var.deps, c.var.auth),
          c.req.valid('query'),
        ),
      ),
  );
  // GET /consultants/analytics/payroll-distribution-summary — gross, net and PAYE per client per month (from, to: YYYY-MM)
  m.openapi(
    m.route({
      method: 'get',
      path: '/analytics/payroll-distribution-summary',
      access: 'user',
      request: { query: analyticsQuerySchema },
      responses: { ...okResponse(payrollDistributionSummarySchema), ...notConsultant },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await analytics.payrollDistributionSummary(
          c.var.deps,
          await consultants.consultantScope(c.var.deps, c.var.auth),
          c.req.valid('query'),
        ),
      ),
  );
  // GET /consultants/analytics/payroll-size-distribution — clients by active headcount band
  m.openapi(
    m.route({
      method: 'get',
      path: '/analytics/payroll-size-distribution',
      access: 'user',
      responses: { ...okResponse(payrollSizeDistributionSchema), ...notConsultant },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await analytics.payrollSizeDistribution(
          c.var.deps,
          await consultants.consultantScope(c.var.deps, c.var.auth),
        ),
      ),
  );
  // POST /consultants/add-team-member — invite a colleague to the listed clients with permissions in each
  m.openapi(
    m.route({
      method: 'post',
      path: '/add-team-member',
      access: 'user',
      request: jsonBody(addTeamMemberSchema),
      responses: {
        ...createdResponse(teamMemberSchema),
        ...notFoundResponse('A client outside the firm'),
        ...conflictResponse('Already a member'),
        ...notConsultant,
      },
    }),
    async (c) => {
      const scope = await consultants.consultantScope(c.var.deps, c.var.auth);
      const data = await team.addTeamMember(
        c.var.deps,
        scope,
        c.req.valid('json'),
        c.var.locale,
        auditMeta(c),
      );
      return created(c, 'consultants.api.memberInvited', data, { email: data.email });
    },
  );
  // GET /consultants/team-members — the firm's team members with their clients and permissions (our addition)
  m.openapi(
    m.route({
      method: 'get',
      path: '/team-members',
      access: 'user',
      responses: { ...okResponse(z.array(teamMemberSchema)), ...notConsultant },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await team.listTeamMembers(c.var.deps, await consultants.consultantScope(c.var.deps, c.var.auth)),
      ),
  );
  // PATCH /consultants/team-members/{member_id} — replace the member's clients and permissions (our addition)
  m.openapi(
    m.route({
      method: 'patch',
      path: '/team-members/{member_id}',
      access: 'user',
      request: { params: teamMemberParamsSchema, ...jsonBody(updateTeamMemberSchema) },
      responses: { ...okResponse(teamMemberSchema), ...notFoundResponse(), ...notConsultant },
    }),
    async (c) => {
      const scope = await consultants.consultantScope(c.var.deps, c.var.auth);
      const { data } = await team.updateTeamMember(
        c.var.deps,
        scope,
        c.req.valid('param').member_id,
        c.req.valid('json'),
        c.var.locale,
        auditMeta(c),
      );
      return ok(c, 'consultants.api.memberUpdated', data, { email: data.email });
    },
  );
  // DELETE /consultants/team-members/{member_id} — remove a member from every client (our addition)
  m.openapi(
    m.route({
      method: 'delete',
      path: '/team-members/{member_id}',
      access: 'user',
      request: { params: teamMemberParamsSchema },
      responses: { ...okResponse(teamMemberSchema), ...notFoundResponse(), ...notConsultant },
    }),
    async (c) => {
      const data = await team.removeTeamMember(
        c.var.deps,
        await consultants.consultantScope(c.var.deps, c.var.auth),
        c.req.valid('param').member_id,
        auditMeta(c),
      );
      return ok(c, 'consultants.api.memberRemoved', data, { email: data.email });
    },
  );
  return m.build();
}
