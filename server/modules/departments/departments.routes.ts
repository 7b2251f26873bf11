import 'server-only';
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
import * as departments from './departments.service';
import { registerJobRoleRoutes } from './job-roles.routes';

/**
 * Mounted at /departments (lib/modules.ts). Reads are open to every member of the organisation (names and
 * headcounts, no pay); writes need the `employees` permission.
 */
export function departmentsRoutes() {
  const m = moduleRouter('departments', ['Departments']);
  registerJobRoleRoutes(m);

  // GET /departments — paged (page, perPage) or result=all; headcount and lead per department; search by name
  m.openapi(
    m.route({
      method: 'get',
      path: '/',
      permission: null,
      request: { query: departmentListQuerySchema },
      responses: pagedResponse(departmentSchema),
    }),
    async (c) =>
      paged(c, await departments.listDepartments(c.var.deps.db, c.var.organizationId, c.req.valid('query'))),
  );
  // POST /departments — create a department (name unique per organisation, any case)
  m.openapi(
    m.route({
      method: 'post',
      path: '/',
      permission: 'employees',
      request: jsonBody(departmentInputSchema),
      responses: createdResponse(departmentSchema),
    }),
    async (c) =>
      created(
        c,
        'departments.api.departmentCreated',
        await departments.createDepartment(c.var.deps.db, c.var.organizationId, c.req.valid('json')),
      ),
  );
  // POST /departments/add-employees — move employees into a department (all or nothing)
  m.openapi(
    m.route({
      method: 'post',
      path: '/add-employees',
      permission: 'employees',
      request: jsonBody(addDepartmentEmployeesSchema),
      responses: { ...okResponse(departmentSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { before, data } = await departments.addEmployees(c.var.deps.db, c.var.organizationId, input);
      c.set('auditBefore', before);
      return ok(c, 'departments.api.departmentEmployeesAdded', data, {
        count: new Set(input.employeeIds).size,
        name: data.name,
      });
    },
  );
  // PATCH /departments/update-lead — set (moving them in if needed) or clear the department's lead
  m.openapi(
    m.route({
      method: 'patch',
      path: '/update-lead',
      permission: 'employees',
      request: jsonBody(updateDepartmentLeadSchema),
      responses: { ...okResponse(departmentSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await departments.updateLead(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'departments.api.departmentLeadUpdated', data);
    },
  );
  // GET /departments/{organization_name}/public — public: the organisation's department names (careers page)
  m.openapi(
    m.route({
      method: 'get',
      path: '/{organization_name}/public',
      access: 'public',
      request: { params: publicDepartmentsParamsSchema },
      responses: { ...okResponse(publicDepartmentsSchema), ...notFoundResponse('No such organisation') },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await departments.listPublicDepartments(c.var.deps.db, c.req.valid('param').organization_name),
      ),
  );
  // GET /departments/{department_id} — the department with a page of its employees (page, perPage, search)
  m.openapi(
    m.route({
      method: 'get',
      path: '/{department_id}',
      permission: null,
      request: { params: departmentParamsSchema, query: departmentEmployeesQuerySchema },
      responses: { ...pagedDetailResponse(departmentDetailSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { department_id } = c.req.valid('param');
      return paged(
        c,
        await departments.getDepartmentDetail(
          c.var.deps.db,
          c.var.organizationId,
          department_id,
          c.req.valid('query'),
        ),
      );
    },
  );
  // PUT /departments/{department_id} — rename or re-describe
  m.openapi(
    m.route({
      method: 'put',
      path: '/{department_id}',
      permission: 'employees',
      request: { params: departmentParamsSchema, ...jsonBody(departmentInputSchema) },
      responses: { ...okResponse(departmentSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { department_id } = c.req.valid('param');
      const { before, data } = await departments.updateDepartment(
        c.var.deps.db,
        c.var.organizationId,
        department_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'departments.api.departmentUpdated', data);
    },
  );
  // DELETE /departments/{department_id} — refused (409, with the count) while employees are in it
  m.openapi(
    m.route({
      method: 'delete',
      path: '/{department_id}',
      permission: 'employees',
      request: { params: departmentParamsSchema },
      responses: {
        ...okResponse(z.null()),
        ...notFoundResponse(),
        ...conflictResponse('Employees are still in it'),
      },
    }),
    async (c) => {
      const { before } = await departments.deleteDepartment(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').department_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'departments.api.departmentDeleted', null, { name: before.name });
    },
  );
  return m.build();
}
