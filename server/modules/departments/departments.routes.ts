import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  addDepartmentEmployeesSchema,
  departmentDetailSchema,
  departmentEmployeesQuerySchema,
  departmentInputSchema,
  departmentListQuerySchema,
  departmentParamsSchema,
  departmentSchema,
  publicDepartmentsParamsSchema,
  publicDepartmentsSchema,
  updateDepartmentLeadSchema,
} from '@/lib/contracts/departments';
import { createdResponse, jsonBody, okResponse, pagedResponse, writeResponses } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { read, tags, write } from './departments.openapi';
import * as departments from './departments.service';
import { registerJobRoleRoutes } from './job-roles.routes';

/** Mounted at /departments. Fixed paths (roles, add-employees, update-lead) come before `{department_id}`. */
export function departmentsRoutes() {
  const app = createRouter();
  registerJobRoleRoutes(app);

  // GET /departments — paged (page, perPage) or result=all; headcount and lead per department; search by name
  app.openapi(
    createRoute({ method: 'get', path: '/', ...read, request: { query: departmentListQuerySchema }, responses: pagedResponse(z.array(departmentSchema)) }),
    async (c) => {
      const { data, meta } = await departments.listDepartments(c.var.deps.db, c.var.organizationId, c.req.valid('query'));
      return c.json({ message: c.var.t('api.ok'), data, meta }, 200);
    },
  );
  // POST /departments — create a department (name unique per organisation, any case)
  app.openapi(
    createRoute({ method: 'post', path: '/', ...write, request: jsonBody(departmentInputSchema), responses: writeResponses(createdResponse(departmentSchema)) }),
    async (c) => created(c, 'api.departmentCreated', await departments.createDepartment(c.var.deps.db, c.var.organizationId, c.req.valid('json'))),
  );
  // POST /departments/add-employees — move employees into a department (all or nothing)
  app.openapi(
    createRoute({
      method: 'post', path: '/add-employees', ...write, request: jsonBody(addDepartmentEmployeesSchema), responses: writeResponses(okResponse(departmentSchema)),
    }),
    async (c) => {
      const input = c.req.valid('json');
      const data = await departments.addEmployees(c.var.deps.db, c.var.organizationId, input);
      return ok(c, 'api.departmentEmployeesAdded', data, { count: new Set(input.employeeIds).size, name: data.name });
    },
  );
  // PATCH /departments/update-lead — set (moving them in if needed) or clear the department's lead
  app.openapi(
    createRoute({
      method: 'patch', path: '/update-lead', ...write, request: jsonBody(updateDepartmentLeadSchema), responses: writeResponses(okResponse(departmentSchema)),
    }),
    async (c) => {
      const { before, data } = await departments.updateLead(c.var.deps.db, c.var.organizationId, c.req.valid('json'));
      c.set('auditBefore', before);
      return ok(c, 'api.departmentLeadUpdated', data);
    },
  );
  // GET /departments/{organization_name}/public — public: the organisation's department names (careers page)
  app.openapi(
    createRoute({
      method: 'get', path: '/{organization_name}/public', tags, request: { params: publicDepartmentsParamsSchema }, responses: okResponse(publicDepartmentsSchema),
    }),
    async (c) => ok(c, 'api.ok', await departments.listPublicDepartments(c.var.deps.db, c.req.valid('param').organization_name)),
  );
  // GET /departments/{department_id} — the department with a page of its employees (page, perPage, search)
  app.openapi(
    createRoute({
      method: 'get', path: '/{department_id}', ...read,
      request: { params: departmentParamsSchema, query: departmentEmployeesQuerySchema }, responses: pagedResponse(departmentDetailSchema),
    }),
    async (c) => {
      const { data, meta } = await departments.getDepartmentDetail(c.var.deps.db, c.var.organizationId, c.req.valid('param').department_id, c.req.valid('query'));
      return c.json({ message: c.var.t('api.ok'), data, meta }, 200);
    },
  );
  // PUT /departments/{department_id} — rename or re-describe
  app.openapi(
    createRoute({
      method: 'put', path: '/{department_id}', ...write,
      request: { params: departmentParamsSchema, ...jsonBody(departmentInputSchema) }, responses: writeResponses(okResponse(departmentSchema)),
    }),
    async (c) => {
      const { before, data } = await departments.updateDepartment(c.var.deps.db, c.var.organizationId, c.req.valid('param').department_id, c.req.valid('json'));
      c.set('auditBefore', before);
      return ok(c, 'api.departmentUpdated', data);
    },
  );
  // DELETE /departments/{department_id} — refused (409, with the count) while employees are in it
  app.openapi(
    createRoute({ method: 'delete', path: '/{department_id}', ...write, request: { params: departmentParamsSchema }, responses: writeResponses(okResponse(z.null())) }),
    async (c) => {
      const { before } = await departments.deleteDepartment(c.var.deps.db, c.var.organizationId, c.req.valid('param').department_id);
      c.set('auditBefore', before);
      return ok(c, 'api.departmentDeleted', null, { name: before.name });
    },
  );
  return app;
}
