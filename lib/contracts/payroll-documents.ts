import { z } from 'zod';

/** GET payroll/{payrollEmployeeId}/download-payslip: one employee of a run (the row's id, not the employee's). */
export const payslipParamsSchema = z.object({ payrollEmployeeId: z.uuid({ message: 'validation.invalid' }) });

export const PDF_CONTENT_TYPE = 'application/pdf';
