import 'server-only';
import { z } from 'zod';
import {
  leaveFiltersSchema,
  leaveTypeInputSchema,
  leaveTypeListQuerySchema,
  leaveTypeParamsSchema,
  leaveTypeSchema,
} from '@/lib/contracts/leave';
import type { ModuleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import * as types from './leave-types.service';

const P = 'leave' as const;

/** Leave types: list, create, the filter options, edit or archive, delete. */
export function leaveTypesRoutes(m: ModuleRouter) {
  // GET /leaves/leave-types — every type (a new organisation gets its country's defaults first)
  m.openapi(
    m.route({
      method: 'get',
      path: '/leave-types',
      permission: P,
      request: { query: leaveTypeListQuerySchema },
      responses: okResponse(z.array(leaveTypeSchema)),
    }),
    async (c) => {
      const { archived } = c.req.valid('query');
      return ok(
        c,
        'api.ok',
        await types.listLeaveTypes(
          c.var.deps.db,
          c.var.organizationId,
          archived === undefined ? undefined : archived === 'true',
        ),
      );
    },
  );
  // POST /leaves/leave-types — create a type (name unique per organisation, any case)
  m.openapi(
    m.route({
      method: 'post',
      path: '/leave-types',
      permission: P,
      request: jsonBody(leaveTypeInputSchema),
      responses: createdResponse(leaveTypeSchema),
    }),
    async (c) =>
      created(
        c,
        'leave.api.typeCreated',
        await types.createLeaveType(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // GET /leaves/leave-types/filters — the options of the filter dropdowns
  m.openapi(
    m.route({
      method: 'get',
      path: '/leave-types/filters',
      permission: P,
      responses: okResponse(leaveFiltersSchema),
    }),
    async (c) => ok(c, 'api.ok', await types.getFilters(c.var.deps.db, c.var.organizationId)),
  );
  // PUT /leaves/leave-types/{type_id} — edit, archive (archived: true) or restore
  m.openapi(
    m.route({
      method: 'put',
      path: '/leave-types/{type_id}',
      permission: P,
      request: { params: leaveTypeParamsSchema, ...jsonBody(leaveTypeInputSchema) },
      responses: { ...okResponse(leaveTypeSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await types.updateLeaveType(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').type_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'leave.api.typeUpdated', data);
    },
  );
  // DELETE /leaves/leave-types/{type_id} — refused (409, with the count) once requests use it
  m.openapi(
    m.route({
      method: 'delete',
      path: '/leave-types/{type_id}',
      permission: P,
      request: { params: leaveTypeParamsSchema },
      responses: {
        ...okResponse(z.null()),
        ...notFoundResponse(),
        ...conflictResponse('Requests use the type'),
      },
    }),
    async (c) => {
      const { before } = await types.deleteLeaveType(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').type_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'leave.api.typeDeleted', null, { name: before.name });
    },
  );
}
