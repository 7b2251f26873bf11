import 'server-only';
import { lineSum, type EmployeeFigures } from '../returns.data';
import { money, nameOf, text, type Column, type LayoutOf } from '../returns.format';

/** Kenya: the P10 employee details for iTax, the NSSF and SHIF contribution lists; the P10 annual summary. */

const basic = (e: EmployeeFigures) => lineSum(e.lines, 'earnings.basic');

/**
 * KRA P10 (iTax "PAYE return" Excel workbook, its employee details sheet), the data its macro validates and
 * zips for upload. The workbook itself (macros, KRA's current release of 2025 with the
 * SHIF and AHL columns) could not be retrieved here, so the columns follow issue 36's list in KRA's order:
 * PIN, name, residential status, type of employee, basic and cash pay, non-cash benefits, gross, SHIF, NSSF,
 * Affordable Housing Levy, taxable pay, PAYE, reliefs. Amounts in KES with 2 decimals, no thousands
 * separators. Paygrid pays no non-cash benefits: 0.00. Residence and type: every employee paid here is a
 * resident primary employee (non-resident and secondary employees are not modelled by the engine).
 */
const p10Columns: Column[] = [
  { header: 'PIN of Employee', value: (e) => text(e.ids.taxId) },
  { header: 'Name of Employee', value: nameOf },
  { header: 'Residential Status', value: () => 'Resident' },
  { header: 'Type of Employee', value: () => 'Primary Employee' },
  { header: 'Basic Salary', value: (e) => money(basic(e)) },
  { header: 'Total Cash Pay', value: (e) => money(e.gross) },
  { header: 'Value of Non-Cash Benefits', value: () => money(0) },
  { header: 'Total Gross Pay', value: (e) => money(e.gross) },
  { header: 'SHIF Contribution', value: (e) => money(lineSum(e.lines, 'deduction.shif')) },
  { header: 'NSSF Contribution', value: (e) => money(lineSum(e.lines, 'deduction.nssf')) },
  { header: 'Affordable Housing Levy', value: (e) => money(lineSum(e.lines, 'deduction.ahl')) },
  { header: 'Taxable Pay', value: (e) => money(lineSum(e.lines, 'taxable')) },
  { header: 'PAYE Tax', value: (e) => money(lineSum(e.lines, 'paye')) },
  { header: 'Monthly Reliefs', value: (e) => money(lineSum(e.lines, 'relief.')) },
];

export const keP10: LayoutOf = () => ({ columns: p10Columns, required: ['taxId'] });

/** The P10 annual summary: the same columns summed over the year, the months paid added (issue 36). */
export const keP10Annual: LayoutOf = () => ({
  columns: [
    ...p10Columns.map((c) => (c.header === 'Monthly Reliefs' ? { ...c, header: 'Total Reliefs' } : c)),
    { header: 'Months Paid', value: (e) => String(e.months.size) },
  ],
  required: ['taxId'],
});

const staff: Column[] = [
  { header: 'Payroll Number', value: (e) => text(e.staffId) },
  { header: 'Employee Name', value: nameOf },
  { header: 'KRA PIN', value: (e) => text(e.ids.taxId) },
  { header: 'Gross Pay', value: (e) => money(e.gross) },
];

/**
 * NSSF contributions (NSSF Act 2013, Tiers I and II, 6 % each side). NSSF's e-return "SF24" byproduct
 * template could not be retrieved; Paygrid holds no NSSF member number, so members are named by payroll
 * number and KRA PIN (issue 36's list: employee and employer parts, total).
 */
export const keNssf: LayoutOf = () => ({
  columns: [
    ...staff,
    { header: 'Employee Contribution', value: (e) => money(lineSum(e.lines, 'deduction.nssf')) },
    { header: 'Employer Contribution', value: (e) => money(lineSum(e.lines, 'employer.nssf')) },
    { header: 'Total', value: (e) => money(lineSum(e.lines, 'deduction.nssf', 'employer.nssf')) },
  ],
  include: (e) => lineSum(e.lines, 'deduction.nssf', 'employer.nssf') > 0,
  required: ['taxId'],
});

/**
 * SHIF contributions (Social Health Insurance Act 2023, 2.75 % of gross), uploaded to the SHA employer
 * portal. SHA's by-product template could not be retrieved: payroll number, name, KRA PIN, gross, SHIF.
 */
export const keShif: LayoutOf = () => ({
  columns: [
    ...staff,
    { header: 'SHIF Contribution', value: (e) => money(lineSum(e.lines, 'deduction.shif')) },
  ],
  include: (e) => lineSum(e.lines, 'deduction.shif') > 0,
  required: ['taxId'],
});
