import 'server-only';
import { payrollParamsSchema } from '@/lib/contracts/payroll';
import { bankFileCheckSchema, bankFileQuerySchema, markPaidSchema } from '@/lib/contracts/payroll-bank-file';
import { XLSX_CONTENT_TYPE } from '@/lib/contracts/employees-import';
import type { ModuleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  errorResponse,
  fileResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { z } from 'zod';
import { buildBankFile, checkBankFile, markRunPaid } from './bank-file.service';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const blocked = { 422: errorResponse('BANK_ACCOUNTS_INVALID: employees to fix first (by staff ID)') };
const markPaidResultSchema = z.object({
  status: z.string(),
  bankReference: z.string().nullable(),
  paidOn: z.string().nullable(),
});

/**
 * Paying a run through the employer's own bank (issue 36; composed into payroll.routes.ts). The file and its
 * check are for whoever approves payroll; marking paid too, with a fresh MFA code like the approval itself.
 */
export function bankFileRoutes(m: ModuleRouter) {
  // GET /payroll/{payrollId}/bank-file/check?format= — lines, totals and the employees that block the file
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}/bank-file/check',
      permission: 'payroll.approve',
      summary: 'Whether the run’s bank file can be offered',
      request: { params: payrollParamsSchema, query: bankFileQuerySchema },
      responses: { ...okResponse(bankFileCheckSchema), ...notFoundResponse(), ...conflictResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await checkBankFile(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').payrollId,
          c.req.valid('query').format,
          c.var.t,
        ),
      ),
  );
  // GET /payroll/{payrollId}/bank-file?format=nibss|interswitch|ke-eft|xlsx — the bulk file to upload to the bank
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}/bank-file',
      permission: 'payroll.approve',
      summary: 'The run’s bulk payment file in a bank’s layout',
      description:
        'Only for a run `awaiting_bank_payment` (409 otherwise). `nibss` and `interswitch` for Nigerian ' +
        'organisations, `ke-eft` for Kenyan ones, `xlsx` (readable) for all; 422 on `format` otherwise. ' +
        'Interswitch takes `terminalId` and `sourceAccount` for its batch rows. 422 BANK_ACCOUNTS_INVALID ' +
        'lists the employees whose bank details fail the checks (bank code, NUBAN check digit, holds).',
      request: { params: payrollParamsSchema, query: bankFileQuerySchema },
      responses: {
        ...fileResponse([CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE], 'The bulk file (CSV or xlsx)'),
        ...notFoundResponse(),
        ...conflictResponse('The run is not awaiting a bank payment'),
        ...blocked,
      },
    }),
    async (c) => {
      const file = await buildBankFile(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payrollId,
        c.req.valid('query'),
      );
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': file.format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE,
        'content-length': String(file.bytes.byteLength),
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
      }) as never;
    },
  );
  // POST /payroll/{payrollId}/mark-paid — the bank has paid { bankReference, paidOn }: payslips, remittances
  m.openapi(
    m.route({
      method: 'post',
      path: '/{payrollId}/mark-paid',
      permission: 'payroll.approve',
      stepUp: true,
      idempotent: true,
      summary: 'Mark a run paid through the employer’s bank',
      description:
        'The run becomes `paid` with the bank’s reference and value date; payslips are mailed and what the ' +
        'run owes the authorities is recorded, as after a wallet payout. 409 when already marked paid or not ' +
        'awaiting a bank payment; 422 for a paid-on day in the future.',
      request: { params: payrollParamsSchema, ...jsonBody(markPaidSchema) },
      responses: {
        ...okResponse(markPaidResultSchema),
        ...notFoundResponse(),
        ...conflictResponse('Already marked paid, or not awaiting a bank payment'),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { before, data } = await markRunPaid(c.var.deps.db, {
        ...body,
        organizationId: c.var.organizationId,
        runId: c.req.valid('param').payrollId,
        userId: c.var.auth.userId,
        now: c.var.deps.now(),
        plugins: c.var.deps.plugins,
      });
      c.set('auditBefore', before);
      return ok(c, 'payroll-bank-file.api.markedPaid', data, { reference: body.bankReference });
    },
  );
}
