import 'server-only';
import { z } from 'zod';
import { jobRoleInputSchema, jobRoleParamsSchema, jobRoleSchema } from '@/lib/contracts/departments';
import type { ModuleRouter } from '@/server/http/module-router';
import { createdResponse, jsonBody, notFoundResponse, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import * as roles from './job-roles.service';

/** Job roles under /departments/roles: reads for every member, writes with the `employees` permission. */
export function registerJobRoleRoutes(m: ModuleRouter) {
  // GET /departments/roles — every job role with its department and headcount
  m.openapi(
    m.route({
      method: 'get',
      path: '/roles',
      permission: null,
      responses: okResponse(z.array(jobRoleSchema)),
    }),
    async (c) => ok(c, 'api.ok', await roles.listJobRoles(c.var.deps.db, c.var.organizationId)),
  );
  // POST /departments/roles — create a job role (title unique per organisation, any case)
  m.openapi(
    m.route({
      method: 'post',
      path: '/roles',
      permission: 'employees',
      request: jsonBody(jobRoleInputSchema),
      responses: createdResponse(jobRoleSchema),
    }),
    async (c) =>
      created(
        c,
        'departments.api.jobRoleCreated',
        await roles.createJobRole(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // PUT /departments/roles/{role_id} — rename, re-describe or re-attach a job role
  m.openapi(
    m.route({
      method: 'put',
      path: '/roles/{role_id}',
      permission: 'employees',
      request: { params: jobRoleParamsSchema, ...jsonBody(jobRoleInputSchema) },
      responses: { ...okResponse(jobRoleSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await roles.updateJobRole(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').role_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'departments.api.jobRoleUpdated', data);
    },
  );
  // DELETE /departments/roles/{role_id} — delete a job role; its holders are left without a role
  m.openapi(
    m.route({
      method: 'delete',
      path: '/roles/{role_id}',
      permission: 'employees',
      request: { params: jobRoleParamsSchema },
      responses: {
        ...okResponse(z.object({ id: z.string(), unassignedEmployees: z.number() })),
        ...notFoundResponse(),
      },
    }),
    async (c) => {
      const { before, data } = await roles.deleteJobRole(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').role_id,
      );
      c.set('auditBefore', before);
      return ok(
        c,
        data.unassignedEmployees > 0
          ? 'departments.api.jobRoleDeletedUnassigned'
          : 'departments.api.jobRoleDeleted',
        data,
        { count: data.unassignedEmployees },
      );
    },
  );
}
