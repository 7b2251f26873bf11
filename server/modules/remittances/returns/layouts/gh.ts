import 'server-only';
import { lineSum, type EmployeeFigures } from '../returns.data';
import { money, nameOf, text, type Column, type LayoutOf } from '../returns.format';

/** Ghana: GRA's DT 0107a as `PAYE EMPLOYEE.CSV`, the SSNIT contributor list; the annual PAYE reconciliation. */

const basic = (e: EmployeeFigures) => lineSum(e.lines, 'earnings.basic');
const ssnit = (e: EmployeeFigures) => lineSum(e.lines, 'deduction.ssnit');
const paye = (e: EmployeeFigures) => lineSum(e.lines, 'paye');
const zero = () => money(0);
// GRA's completion notes: "where a response is not applicable enter n/a for text or zero (0) for value"
const na = () => 'n/a';

/**
 * GRA "Employer's Monthly Tax Deductions Schedule (P.A.Y.E.)", DT 0107a ver 1.2
 * (DT_0107a_employer_monthly_tax_deductions_schedule_v1_2.xlsx, Domestic Tax Revenue Division). Its
 * completion notes: "for soft copy submission, use PAYE EMPLOYEE.CSV file (note: no commas)". Its 27
 * columns, in order, with the schedule's own sums (14 = 6+10+13, 18 = 14+15+16+17, 20 = 8+9+19,
 * 21 = 18−20, 25 = 12+22+24). Paygrid pays no bonus, overtime, benefits in kind or severance through the
 * engine, and has no third-tier scheme: those columns are 0.00; allowances are gross − basic.
 */
const dt0107a: Column[] = [
  { header: 'Ser. No', value: (_e, row) => String(row) },
  { header: 'TIN', value: (e) => text(e.ids.taxId) },
  { header: 'Name Of Employee', value: nameOf },
  { header: 'Position', value: na },
  { header: 'Non-Resident (Y/N)', value: () => 'N' },
  { header: 'Basic Salary', value: (e) => money(basic(e)) },
  { header: 'Secondary Employment (Y/N)', value: () => 'N' },
  { header: 'Social Security Fund', value: (e) => money(ssnit(e)) },
  { header: 'Third Tier', value: zero },
  { header: 'Cash Allowances', value: (e) => money(e.gross - basic(e)) },
  { header: 'Bonus Income (up to 15% of Annual Basic Salary)', value: zero },
  { header: 'Final Tax on Bonus Income', value: zero },
  { header: 'Excess Bonus', value: zero },
  { header: 'Total Cash Emolument', value: (e) => money(e.gross) },
  { header: 'Accommodation Element', value: zero },
  { header: 'Vehicle Element', value: zero },
  { header: 'Non Cash Benefit', value: zero },
  { header: 'Total Assessable Income', value: (e) => money(e.gross) },
  { header: 'Deductible Reliefs', value: zero },
  { header: 'Total Reliefs', value: (e) => money(ssnit(e)) },
  { header: 'Chargeable Income', value: (e) => money(lineSum(e.lines, 'taxable')) },
  { header: 'Tax Deductible', value: (e) => money(paye(e)) },
  { header: 'Overtime Income', value: zero },
  { header: 'Overtime Tax', value: zero },
  { header: 'Total Tax Payable to GRA', value: (e) => money(paye(e)) },
  { header: 'Severance Pay Paid', value: zero },
  { header: 'Remarks', value: na },
];

export const ghPaye: LayoutOf = () => ({
  columns: dt0107a,
  required: ['taxId'],
  fileName: 'PAYE EMPLOYEE.CSV',
  noCommas: true,
});

/**
 * The annual PAYE reconciliation (GRA DT 0108 "Annual P.A.Y.E. Deductions Return" with its schedule
 * DT 0108a, due 30 April). DT 0108a's own columns could not be retrieved: the DT 0107a columns summed over
 * the year, the months paid added (issue 36).
 */
export const ghPayeAnnual: LayoutOf = () => ({
  columns: [...dt0107a.slice(0, -1), { header: 'Months Paid', value: (e) => String(e.months.size) }],
  required: ['taxId'],
  noCommas: true,
});

/**
 * SSNIT contributor list (National Pensions Act 2008, Act 766: 5.5 % employee, 13 % employer of basic, of
 * which SSNIT passes 5 % to the tier-2 trustee). SSNIT's contribution-report template could not be
 * retrieved: issue 36's columns. Since 2021 a member's SSNIT number is their Ghana Card PIN, which is also
 * their TIN: Paygrid's tax ID field holds it.
 */
export const ghSsnit: LayoutOf = () => ({
  columns: [
    { header: 'SSNIT Number', value: (e) => text(e.ids.taxId) },
    { header: 'Employee Name', value: nameOf },
    { header: 'Basic Salary', value: (e) => money(basic(e)) },
    { header: 'Employee Contribution (5.5%)', value: (e) => money(ssnit(e)) },
    { header: 'Employer Contribution (13%)', value: (e) => money(lineSum(e.lines, 'employer.ssnit')) },
    { header: 'Total', value: (e) => money(lineSum(e.lines, 'deduction.ssnit', 'employer.ssnit')) },
  ],
  include: (e) => lineSum(e.lines, 'deduction.ssnit', 'employer.ssnit') > 0,
  required: ['taxId'],
});
