import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminParamsSchema,
  createAdminSchema,
  liabilityQuerySchema,
  liabilitySchema,
  orgAdminSchema,
  receiptInputSchema,
  receiptQuerySchema,
  receiptSchema,
  registrationSchema,
  statutoryAdminSchema,
  typeParamsSchema,
  typeSummarySchema,
  uploadResultSchema,
  uploadSheetJsonSchema,
} from '@/lib/contracts/remittances';
import { fieldError } from '@/server/errors';
import type { AppEnv } from '@/server/http/context';
import { routeBodyLimit } from '@/server/http/middleware/body-limit';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  fileResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import * as admins from './remittances.admins';
import {
  download,
  requireStatutoryAccess,
  requireTypeAccess,
  statutoryAccess,
  typeOf,
} from './remittances.http';
import { buildScheduleZip } from './remittances.schedules';
import * as svc from './remittances.service';
import { buildUploadSheet, readUploadSheet, recordSheet } from './remittances.upload';
import { returnRoutes } from './returns/returns.routes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_SHEET_BYTES = 5 * 1024 * 1024;
const typeParam = { params: typeParamsSchema };
const runParams = z.object({ payrollId: z.uuid({ message: 'validation.invalid' }) });
const uploadForm = z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) });

/**
 * Mounted at /statutory (lib/modules.ts). Every route is open to members and decided by remittances.http:
 * the `employees` permission for all types, a statutory admin for theirs only; `{type}` outside the
 * organisation's country → 404.
 */
export function remittancesRoutes() {
  const m = moduleRouter('remittances', ['Statutory remittances']);
  const any = { permission: null, use: [requireTypeAccess] };
  const staff = { permission: null, use: [requireStatutoryAccess(false)] };
  const anyAdmin = { permission: null, use: [requireStatutoryAccess(true)] };
  const now = (c: Context<AppEnv>) => c.var.deps.now();

  // GET /statutory/summary (our addition) — one card per type: outstanding, overdue and remitted totals
  m.openapi(
    m.route({
      method: 'get',
      path: '/summary',
      ...anyAdmin,
      responses: okResponse(z.array(typeSummarySchema)),
    }),
    async (c) => {
      const access = await statutoryAccess(c);
      const org = await findOrganization(c.var.deps.db, c.var.organizationId);
      return ok(
        c,
        'api.ok',
        await svc.summarize(
          c.var.deps.db,
          c.var.organizationId,
          access.types,
          org?.currency ?? 'NGN',
          now(c),
        ),
      );
    },
  );

  // GET /statutory/{type}/liabilities (our addition) — what approved runs owe, per run and payee, with status and due date
  m.openapi(
    m.route({
      method: 'get',
      path: '/{type}/liabilities',
      ...any,
      request: { ...typeParam, query: liabilityQuerySchema },
      responses: { ...pagedResponse(liabilitySchema), ...notFoundResponse() },
    }),
    async (c) =>
      paged(
        c,
        await svc.listLiabilities(
          c.var.deps.db,
          c.var.organizationId,
          await typeOf(c, c.req.valid('param').type),
          c.req.valid('query'),
          now(c),
        ),
      ),
  );

  // POST /statutory/{type}/payment-receipts (our addition) — record a remittance with its receipt file; never more than outstanding
  m.openapi(
    m.route({
      method: 'post',
      path: '/{type}/payment-receipts',
      ...any,
      idempotent: true,
      request: { ...typeParam, ...jsonBody(receiptInputSchema) },
      responses: { ...createdResponse(receiptSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const type = await typeOf(c, c.req.valid('param').type);
      return created(
        c,
        'remittances.api.receiptRecorded',
        await svc.recordReceipt(
          c.var.deps.db,
          c.var.organizationId,
          c.var.auth.userId,
          type,
          c.req.valid('json'),
          { now: now(c), source: 'manual' },
        ),
      );
    },
  );

  // GET /statutory/payment-receipts — recorded remittances, filtered by type, run, payee and period (a statutory admin: theirs)
  m.openapi(
    m.route({
      method: 'get',
      path: '/payment-receipts',
      ...anyAdmin,
      request: { query: receiptQuerySchema },
      responses: pagedResponse(receiptSchema),
    }),
    async (c) => {
      const access = await statutoryAccess(c);
      return paged(
        c,
        await svc.listReceipts(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('query'),
          access.all ? null : access.types,
        ),
      );
    },
  );

  // GET /statutory/payment-records/{payrollId}/download — zip of the run's schedules, one per type and payee, xlsx + CSV
  m.openapi(
    m.route({
      method: 'get',
      path: '/payment-records/{payrollId}/download',
      ...anyAdmin,
      request: { params: runParams },
      responses: { ...fileResponse('application/zip'), ...notFoundResponse() },
    }),
    async (c) => {
      const access = await statutoryAccess(c);
      const zip = await buildScheduleZip(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payrollId,
        access.types,
        c.var.t,
      );
      return download(c, zip.bytes, 'application/zip', zip.name);
    },
  );

  // GET /statutory/download-upload-sheet — xlsx pre-filled with every outstanding liability, to fill with payments
  m.openapi(
    m.route({ method: 'get', path: '/download-upload-sheet', ...staff, responses: fileResponse(XLSX) }),
    async (c) => {
      const access = await statutoryAccess(c);
      return download(
        c,
        await buildUploadSheet(c.var.deps.db, c.var.organizationId, access.types, c.var.t, now(c)),
        XLSX,
        'remittances-upload.xlsx',
      );
    },
  );

  // POST /statutory/upload-sheet (our addition) — record the sheet's payments: multipart `file` or JSON `{rows}`; all rows or none
  m.openapi(
    m.route({
      method: 'post',
      path: '/upload-sheet',
      ...staff,
      bodyLimit: routeBodyLimit(MAX_SHEET_BYTES + 64 * 1024, () =>
        fieldError('file', 'validation.fileTooLarge', { max: '5 MB' }),
      ),
      request: {
        body: {
          content: {
            'multipart/form-data': { schema: uploadForm },
            'application/json': { schema: uploadSheetJsonSchema },
          },
          required: false,
        },
      },
      responses: okResponse(uploadResultSchema),
    }),
    async (c) => {
      const access = await statutoryAccess(c);
      const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
      let rows: { row: number; values: Record<string, unknown> }[];
      if (multipart) {
        const { file } = (c.req.valid as (t: 'form') => { file?: unknown })('form');
        if (!(file instanceof File)) throw fieldError('file', 'validation.required');
        rows = await readUploadSheet(new Uint8Array(await file.arrayBuffer()));
      } else {
        const body = (c.req.valid as (t: 'json') => { rows?: Record<string, unknown>[] })('json');
        if (!body?.rows) throw fieldError('rows', 'validation.required');
        rows = body.rows.map((values, i) => ({ row: i + 2, values }));
      }
      const result = await recordSheet(
        c.var.deps.db,
        c.var.organizationId,
        c.var.auth.userId,
        rows,
        access.types,
        c.var.t,
        now(c),
      );
      return ok(c, 'remittances.api.sheetRecorded', result, { count: result.recorded });
    },
  );

  // GET /statutory/{type}/settings (our addition) — the organisation's registration numbers for the type
  m.openapi(
    m.route({
      method: 'get',
      path: '/{type}/settings',
      ...any,
      request: typeParam,
      responses: { ...okResponse(registrationSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await svc.getRegistration(
          c.var.deps.db,
          c.var.organizationId,
          await typeOf(c, c.req.valid('param').type),
        ),
      ),
  );
  // PUT /statutory/{type}/settings (our addition) — save them
  m.openapi(
    m.route({
      method: 'put',
      path: '/{type}/settings',
      ...staff,
      request: { ...typeParam, ...jsonBody(registrationSchema) },
      responses: { ...okResponse(registrationSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const type = await typeOf(c, c.req.valid('param').type);
      const { before, data } = await svc.updateRegistration(
        c.var.deps.db,
        c.var.organizationId,
        type,
        c.req.valid('json'),
        now(c),
      );
      c.set('auditBefore', before);
      return ok(c, 'remittances.api.settingsSaved', data);
    },
  );

  // ——— Statutory admins (managed by those holding `employees`) ———
  // POST /statutory/{type}/create-admin — invite a person by email to manage this type only
  m.openapi(
    m.route({
      method: 'post',
      path: '/{type}/create-admin',
      ...staff,
      request: { ...typeParam, ...jsonBody(createAdminSchema) },
      responses: {
        ...createdResponse(statutoryAdminSchema),
        ...notFoundResponse(),
        ...conflictResponse('Already an admin of the type'),
      },
    }),
    async (c) => {
      const type = await typeOf(c, c.req.valid('param').type);
      return created(
        c,
        'remittances.api.adminInvited',
        await admins.createAdmin(
          c.var.deps,
          c.var.organizationId,
          c.var.auth.userId,
          type,
          c.req.valid('json').email,
          c.var.locale,
        ),
      );
    },
  );
  // GET /statutory/{type}/org-admins — the organisation's people who may manage every type
  m.openapi(
    m.route({
      method: 'get',
      path: '/{type}/org-admins',
      ...staff,
      request: typeParam,
      responses: { ...okResponse(z.array(orgAdminSchema)), ...notFoundResponse() },
    }),
    async (c) => {
      await typeOf(c, c.req.valid('param').type);
      return ok(c, 'api.ok', await admins.listOrgAdmins(c.var.deps, c.var.organizationId));
    },
  );
  // GET /statutory/{type}/admins — the statutory admins invited for the type
  m.openapi(
    m.route({
      method: 'get',
      path: '/{type}/admins',
      ...staff,
      request: typeParam,
      responses: { ...okResponse(z.array(statutoryAdminSchema)), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await admins.listTypeAdmins(
          c.var.deps,
          c.var.organizationId,
          await typeOf(c, c.req.valid('param').type),
        ),
      ),
  );
  // GET /statutory/admins/{orgStatutoryAdminId}
  m.openapi(
    m.route({
      method: 'get',
      path: '/admins/{orgStatutoryAdminId}',
      ...staff,
      request: { params: adminParamsSchema },
      responses: { ...okResponse(statutoryAdminSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await admins.getAdmin(
          c.var.deps,
          c.var.organizationId,
          c.req.valid('param').orgStatutoryAdminId,
          (await statutoryAccess(c)).types,
        ),
      ),
  );
  // DELETE /statutory/admins/{orgStatutoryAdminId} — remove (their membership ends too when it was all they had)
  m.openapi(
    m.route({
      method: 'delete',
      path: '/admins/{orgStatutoryAdminId}',
      ...staff,
      request: { params: adminParamsSchema },
      responses: { ...okResponse(z.null()), ...notFoundResponse() },
    }),
    async (c) => {
      const before = await admins.deleteAdmin(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').orgStatutoryAdminId,
        (await statutoryAccess(c)).types,
      );
      c.set('auditBefore', before);
      return ok(c, 'remittances.api.adminRemoved', null);
    },
  );

  returnRoutes(m); // issue 36: the authorities' own files (returns/returns.routes.ts)
  return m.build();
}
