import 'server-only';
import { z } from '@hono/zod-openapi';
import { XLSX_CONTENT_TYPE } from '@/lib/contracts/employees-import';
import { payrollParamsSchema } from '@/lib/contracts/payroll';
import { PDF_CONTENT_TYPE, payslipParamsSchema } from '@/lib/contracts/payroll-documents';
import type { ModuleRouter } from '@/server/http/module-router';
import { notFoundResponse } from '@/server/http/openapi';
import { payrollSheet } from './payroll-sheet';
import { readPayslip } from './payslip.data';
import { renderPayslip } from './payslip.layout';

const binary = (description: string, type: string) => ({
  200: { description, content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } } },
});
const download = (name: string) => ({
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/** Payslip PDFs and the payroll sheet (composed into payroll.routes.ts); readers of payroll may download both. */
export function payrollDocumentRoutes(m: ModuleRouter, read: readonly ['payroll.create', 'payroll.approve']) {
  // GET /payroll/{payrollEmployeeId}/download-payslip — one employee's payslip (PDF) in the organisation's language
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollEmployeeId}/download-payslip',
      permission: read,
      request: { params: payslipParamsSchema },
      responses: { ...binary('The payslip (PDF)', PDF_CONTENT_TYPE), ...notFoundResponse() },
    }),
    async (c) => {
      const doc = await readPayslip(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payrollEmployeeId,
      );
      const bytes = await renderPayslip(doc);
      const name = `payslip-${doc.run.period}-${doc.employee.staffId.replace(/[^\w.-]+/g, '_')}.pdf`;
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': PDF_CONTENT_TYPE,
        'content-length': String(bytes.byteLength),
        ...download(name),
      }) as never;
    },
  );
  // GET /payroll/{payrollId}/download-sheet — the run as xlsx: a row per employee, a column per line, totals per currency
  m.openapi(
    m.route({
      method: 'get',
      path: '/{payrollId}/download-sheet',
      permission: read,
      request: { params: payrollParamsSchema },
      responses: { ...binary('The payroll sheet (xlsx)', XLSX_CONTENT_TYPE), ...notFoundResponse() },
    }),
    async (c) => {
      const { bytes, fileName } = await payrollSheet(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').payrollId,
      );
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': XLSX_CONTENT_TYPE,
        'content-length': String(bytes.byteLength),
        ...download(fileName),
      }) as never;
    },
  );
}
