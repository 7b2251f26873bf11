import 'server-only';
import { lineSum } from '../returns.data';
import { money, nameOf, text, type LayoutOf } from '../returns.format';

/**
 * Uganda. URA's monthly PAYE return is an Excel workbook (DT-2008, "PAYE Return", filed on the e-Tax portal
 * within 15 days of the month end, Income Tax Act Cap 340 s.116); its current release could not be
 * retrieved here, so the data follows issue 36's list: TIN, name, gross, chargeable income, PAYE. Amounts in
 * whole shillings (UGX has no minor unit).
 */
export const ugPaye: LayoutOf = () => ({
  columns: [
    { header: 'TIN', value: (e) => text(e.ids.taxId) },
    { header: 'Employee Name', value: nameOf },
    { header: 'Gross Employment Income', value: (e) => money(e.gross) },
    { header: 'Chargeable Income', value: (e) => money(lineSum(e.lines, 'taxable')) },
    { header: 'PAYE', value: (e) => money(lineSum(e.lines, 'paye')) },
  ],
  required: ['taxId'],
});

/**
 * NSSF schedule (NSSF Act Cap 222: 5 % employee, 10 % employer of gross), uploaded on the NSSF employer
 * portal. Its template could not be retrieved, and Paygrid holds no NSSF member number: members are named by
 * payroll number and TIN.
 */
export const ugNssf: LayoutOf = () => ({
  columns: [
    { header: 'Payroll Number', value: (e) => text(e.staffId) },
    { header: 'Employee Name', value: nameOf },
    { header: 'TIN', value: (e) => text(e.ids.taxId) },
    { header: 'Gross Pay', value: (e) => money(e.gross) },
    { header: 'Employee Contribution (5%)', value: (e) => money(lineSum(e.lines, 'deduction.nssf')) },
    { header: 'Employer Contribution (10%)', value: (e) => money(lineSum(e.lines, 'employer.nssf')) },
    { header: 'Total', value: (e) => money(lineSum(e.lines, 'deduction.nssf', 'employer.nssf')) },
  ],
  include: (e) => lineSum(e.lines, 'deduction.nssf', 'employer.nssf') > 0,
  required: ['taxId'],
});
