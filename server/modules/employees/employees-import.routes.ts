import 'server-only';
import { skipAudit } from '@/server/http/middleware/audit';
import { createRoute } from '@hono/zod-openapi';
import { importReportSchema } from '@/lib/contracts/employees';
import { importResultSchema } from '@/lib/contracts/employees-import';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, createdResponse, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import {
  rejectedResponse,
  sendXlsx,
  sheetBodyLimit,
  sheetOrRowsBody,
  sheetSource,
  withReport,
  xlsxResponse,
} from './employees-import.http';
import * as importer from './employees-import.service';

const tags = ['Employees import'];
const guard = [requireSession, requireOrganization, requirePermission('employees')];
const read = { tags, security: bearerAuth, middleware: guard };
const upload = { tags, security: bearerAuth, middleware: [...guard, sheetBodyLimit] };

/**
 * Mounted at /employees before the employees router, so these fixed paths win over `/{employee_id}`.
 * Bulk import of employees and of add-ons: templates, a row-by-row report, and all-or-nothing writes.
 */
export function employeesImportRoutes() {
  const app = createRouter();

  // GET /employees/import/download-sheet — the xlsx template, with the organisation's names as dropdowns
  app.openapi(
    createRoute({ method: 'get', path: '/import/download-sheet', ...read, responses: xlsxResponse }),
    async (c) =>
      sendXlsx(
        c,
        await importer.employeesTemplateFor(c.var.deps.db, c.var.organizationId, c.var.t),
        'employees-import.xlsx',
      ),
  );

  // POST /employees/validate — an xlsx (multipart `file`) or JSON `{rows}` → the report; writes nothing
  app.openapi(
    createRoute({
      method: 'post',
      path: '/validate',
      ...upload,
      middleware: [...upload.middleware, skipAudit],
      request: sheetOrRowsBody('The rows as the bulk screen holds them, keyed by column key'),
      responses: okResponse(importReportSchema, 'Every row parsed, every error with row, column and message'),
    }),
    async (c) =>
      ok(
        c,
        'api.importValidated',
        await importer.validateEmployees(c.var.deps.db, c.var.organizationId, await sheetSource(c), c.var.t),
      ),
  );

  // POST /employees/import — JSON `{rows}` (or a file): checked again, then all rows in one transaction or none
  app.openapi(
    createRoute({
      method: 'post',
      path: '/import',
      ...upload,
      request: sheetOrRowsBody('The rows as validated, keyed by column key'),
      responses: { ...createdResponse(importResultSchema, 'Every row imported'), ...rejectedResponse },
    }),
    (c) =>
      withReport(c, async () =>
        created(
          c,
          'api.employeesImported',
          await importer.importEmployees(c.var.deps, c.var.organizationId, await sheetSource(c), c.var.t),
        ),
      ),
  );

  // GET /employees/addons/download-sheet — the add-ons template, pre-filled with current staff ids and names
  app.openapi(
    createRoute({ method: 'get', path: '/addons/download-sheet', ...read, responses: xlsxResponse }),
    async (c) =>
      sendXlsx(
        c,
        await importer.addonsTemplateFor(c.var.deps.db, c.var.organizationId, c.var.t),
        'employee-add-ons.xlsx',
      ),
  );

  // POST /employees/add-ons/bulk — an xlsx (major units) or JSON bulkAddonsSchema rows (minor units); all or none
  app.openapi(
    createRoute({
      method: 'post',
      path: '/add-ons/bulk',
      ...upload,
      request: sheetOrRowsBody(
        'bulkAddonsSchema: staffId, kind, name, amount (minor units), frequency, startPeriod, endPeriod',
      ),
      responses: { ...createdResponse(importResultSchema, 'Every add-on created'), ...rejectedResponse },
    }),
    (c) =>
      withReport(c, async () =>
        created(
          c,
          'api.addonsImported',
          await importer.importAddons(
            c.var.deps,
            c.var.organizationId,
            c.var.auth.userId,
            await sheetSource(c),
            c.var.t,
          ),
        ),
      ),
  );

  return app;
}
