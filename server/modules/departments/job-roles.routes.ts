import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jobRoleInputSchema, jobRoleParamsSchema, jobRoleSchema } from '@/lib/contracts/departments';
import { createdResponse, jsonBody, okResponse, writeResponses } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import type { createRouter } from '@/server/http/router';
import { read, write } from './departments.openapi';
import * as roles from './job-roles.service';

/** Job roles under /departments/roles; registered before the `{department_id}` routes so `roles` is not an id. */
export function registerJobRoleRoutes(app: ReturnType<typeof createRouter>) {
  // GET /departments/roles — every job role with its department and headcount
  app.openapi(
    createRoute({ method: 'get', path: '/roles', ...read, responses: okResponse(z.array(jobRoleSchema)) }),
    async (c) => ok(c, 'api.ok', await roles.listJobRoles(c.var.deps.db, c.var.organizationId)),
  );
  // POST /departments/roles — create a job role (title unique per organisation, any case)
  app.openapi(
    createRoute({ method: 'post', path: '/roles', ...write, request: jsonBody(jobRoleInputSchema), responses: writeResponses(createdResponse(jobRoleSchema)) }),
    async (c) => created(c, 'api.jobRoleCreated', await roles.createJobRole(c.var.deps.db, c.var.organizationId, c.req.valid('json'))),
  );
  // PUT /departments/roles/{role_id} — rename, re-describe or re-attach a job role
  app.openapi(
    createRoute({
      method: 'put', path: '/roles/{role_id}', ...write,
      request: { params: jobRoleParamsSchema, ...jsonBody(jobRoleInputSchema) }, responses: writeResponses(okResponse(jobRoleSchema)),
    }),
    async (c) => {
      const { before, data } = await roles.updateJobRole(c.var.deps.db, c.var.organizationId, c.req.valid('param').role_id, c.req.valid('json'));
      c.set('auditBefore', before);
      return ok(c, 'api.jobRoleUpdated', data);
    },
  );
  // DELETE /departments/roles/{role_id} — delete a job role; its holders are left without a role
  app.openapi(
    createRoute({
      method: 'delete', path: '/roles/{role_id}', ...write, request: { params: jobRoleParamsSchema },
      responses: writeResponses(okResponse(z.object({ id: z.string(), unassignedEmployees: z.number() }))),
    }),
    async (c) => {
      const { before, data } = await roles.deleteJobRole(c.var.deps.db, c.var.organizationId, c.req.valid('param').role_id);
      c.set('auditBefore', before);
      return ok(c, data.unassignedEmployees > 0 ? 'api.jobRoleDeletedUnassigned' : 'api.jobRoleDeleted', data, { count: data.unassignedEmployees });
    },
  );
}
