import 'server-only';
import { employeeParamsSchema } from '@/lib/contracts/employees';
import type { ModuleRouter } from '@/server/http/module-router';
import { errorResponse, fileResponse, notFoundResponse } from '@/server/http/openapi';
import { auditSource } from '@/server/http/route-template';
import { exportEmployeeData, EXPORTS_PER_HOUR } from './employee-export.service';

/** The employee's data export (NDPA 2023 ss. 34–38; employee-export.service.ts). */
export function registerEmployeeExportRoute(m: ModuleRouter) {
  // GET /employees/{employee_id}/export — everything held about the employee, as a zip of JSON and CSV
  m.openapi(
    m.route({
      method: 'get',
      path: '/{employee_id}/export',
      permission: 'employees',
      description:
        'profile.json (bank account, BVN, NIN, pension PIN and tax ID decrypted for this file only), payroll-rows.csv, ' +
        'payslips.json with the newest payslips as PDFs, payouts.csv, leave.json, shifts.json, ewa.json and ' +
        `audit.json. Audited; at most ${EXPORTS_PER_HOUR} exports per admin per hour.`,
      request: { params: employeeParamsSchema },
      responses: {
        ...fileResponse('application/zip'),
        ...notFoundResponse(),
        429: errorResponse(`More than ${EXPORTS_PER_HOUR} exports by this admin in the last hour`),
      },
    }),
    async (c) => {
      const { name, bytes } = await exportEmployeeData(
        c.var.deps,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('param').employee_id,
        auditSource(c),
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
      });
    },
  );
}
