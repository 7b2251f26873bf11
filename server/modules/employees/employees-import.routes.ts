import 'server-only';
import { importReportSchema } from '@/lib/contracts/employees';
import { importResultSchema, XLSX_CONTENT_TYPE } from '@/lib/contracts/employees-import';
import type { ModuleRouter } from '@/server/http/module-router';
import { conflictResponse, createdResponse, fileResponse, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import {
  rejectedResponse,
  sendXlsx,
  sheetBodyLimit,
  sheetOrRowsBody,
  sheetSource,
  withReport,
} from './employees-import.http';
import * as importer from './employees-import.service';

const xlsxResponse = fileResponse(XLSX_CONTENT_TYPE, 'An xlsx workbook');

/**
 * Bulk import of employees and of add-ons: templates, a row-by-row report, and all-or-nothing writes. An
 * import is one transaction with its audit row, whose `after` is the answer's `data` — the count imported
 * (`{ imported }`), never the rows; a rejected sheet answers 422 with its report and writes nothing at all.
 */
export function registerEmployeesImportRoutes(m: ModuleRouter) {
  // GET /employees/import/download-sheet — the xlsx template, with the organisation's names as dropdowns
  m.openapi(
    m.route({
      method: 'get',
      path: '/import/download-sheet',
      permission: 'employees',
      responses: xlsxResponse,
    }),
    async (c) =>
      sendXlsx(
        c,
        await importer.employeesTemplateFor(c.var.deps.db, c.var.organizationId, c.var.t),
        'employees-import.xlsx',
      ),
  );

  // POST /employees/validate — an xlsx (multipart `file`) or JSON `{rows}` → the report; writes nothing, so no
  // transaction and no audit row (which would otherwise hold a 10,000-row report)
  m.openapi(
    m.route({
      method: 'post',
      path: '/validate',
      permission: 'employees',
      audit: false,
      bodyLimit: sheetBodyLimit,
      request: sheetOrRowsBody('The rows as the bulk screen holds them, keyed by column key'),
      responses: okResponse(importReportSchema, 'Every row parsed, every error with row, column and message'),
    }),
    async (c) =>
      ok(
        c,
        'employees.api.importValidated',
        await importer.validateEmployees(c.var.deps.db, c.var.organizationId, await sheetSource(c), c.var.t),
      ),
  );

  // POST /employees/import — JSON `{rows}` (or a file): checked again, then all rows in one transaction or none
  m.openapi(
    m.route({
      method: 'post',
      path: '/import',
      permission: 'employees',
      bodyLimit: sheetBodyLimit,
      request: sheetOrRowsBody('The rows as validated, keyed by column key'),
      responses: {
        ...createdResponse(importResultSchema, 'Every row imported'),
        ...rejectedResponse,
        ...conflictResponse('A staff id or email was taken meanwhile; nothing was imported'),
      },
    }),
    (c) =>
      withReport(c, async () =>
        created(
          c,
          'employees.api.employeesImported',
          await importer.importEmployees(c.var.deps, c.var.organizationId, await sheetSource(c), c.var.t),
        ),
      ),
  );

  // GET /employees/addons/download-sheet — the add-ons template, pre-filled with current staff ids and names
  m.openapi(
    m.route({
      method: 'get',
      path: '/addons/download-sheet',
      permission: 'employees',
      responses: xlsxResponse,
    }),
    async (c) =>
      sendXlsx(
        c,
        await importer.addonsTemplateFor(c.var.deps.db, c.var.organizationId, c.var.t),
        'employee-add-ons.xlsx',
      ),
  );

  // POST /employees/add-ons/bulk — an xlsx (major units) or JSON bulkAddonsSchema rows (minor units); all or none
  m.openapi(
    m.route({
      method: 'post',
      path: '/add-ons/bulk',
      permission: 'employees',
      bodyLimit: sheetBodyLimit,
      request: sheetOrRowsBody(
        'bulkAddonsSchema: staffId, kind, name, amount (minor units), frequency, startPeriod, endPeriod',
      ),
      responses: { ...createdResponse(importResultSchema, 'Every add-on created'), ...rejectedResponse },
    }),
    (c) =>
      withReport(c, async () =>
        created(
          c,
          'employees.api.addonsImported',
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
}
