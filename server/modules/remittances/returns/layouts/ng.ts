import 'server-only';
import { UNASSIGNED } from '../../remittances.rules';
import { lineSum, type EmployeeFigures } from '../returns.data';
import { money, nameOf, text, type Column, type LayoutOf } from '../returns.format';

/** Nigeria: the monthly PAYE schedule per state tax authority, PenCom per PFA, NHF; the annual Form H1 data. */

const stateOf = (e: EmployeeFigures) => e.ids.stateOfResidence?.trim() || UNASSIGNED;
const pfaOf = (e: EmployeeFigures) => e.ids.pfa?.trim() || UNASSIGNED;
const taxable = (e: EmployeeFigures) => lineSum(e.lines, 'taxable');
// The engine's relief lines are annual workings (CRA, rent relief); what the month relieved is what lies
// between gross and taxable pay: the reliefs plus the tax-exempt pension, NHF and NHIS.
const reliefs = (e: EmployeeFigures) => e.gross - taxable(e);

const payeColumns: Column[] = [
  { header: 'TIN', value: (e) => text(e.ids.taxId) },
  { header: 'Employee Name', value: nameOf },
  { header: 'Gross Income', value: (e) => money(e.gross) },
  { header: 'Reliefs', value: (e) => money(reliefs(e)) },
  { header: 'Taxable Income', value: (e) => money(taxable(e)) },
  { header: 'Tax Deducted', value: (e) => money(lineSum(e.lines, 'paye')) },
];

/**
 * State PAYE schedule. Each State Internal Revenue Service publishes its own monthly schedule (LIRS eTax,
 * OGIRS, FCT-IRS …) and no single official layout could be found: the columns are issue 36's list (TIN,
 * name, gross, reliefs, taxable, tax), one file per state of residence (PITA s.2: tax goes to the state
 * where the employee resides). See docs/returns.md.
 */
export const ngPaye: LayoutOf = () => ({
  columns: payeColumns,
  groupBy: stateOf,
  required: ['taxId', 'stateOfResidence'],
});

/**
 * PenCom contribution schedule per PFA (Pension Reform Act 2014 s.11; PenCom's "Schedule of Contribution"
 * sent with each remittance to the PFC). PenCom publishes no downloadable data-sheet layout that could be
 * found: columns are issue 36's (employer code from the remittance settings, RSA PIN, name, employee 8 %,
 * employer 10 %, voluntary, total). Voluntary contributions are not computed by the engine: 0.00.
 */
export const ngPencom: LayoutOf = (ctx) => ({
  columns: [
    { header: 'Employer Code', value: () => text(ctx.employerNumber) },
    { header: 'RSA PIN', value: (e) => text(e.ids.rsaPin) },
    { header: 'Employee Name', value: nameOf },
    { header: 'Employee Contribution (8%)', value: (e) => money(lineSum(e.lines, 'deduction.pension')) },
    { header: 'Employer Contribution (10%)', value: (e) => money(lineSum(e.lines, 'employer.pension')) },
    { header: 'Voluntary Contribution', value: () => money(0) },
    {
      header: 'Total',
      value: (e) => money(lineSum(e.lines, 'deduction.pension', 'employer.pension')),
    },
  ],
  include: (e) => lineSum(e.lines, 'deduction.pension', 'employer.pension') > 0,
  groupBy: pfaOf,
  required: ['rsaPin', 'pfa'],
});

/**
 * NHF contribution schedule (National Housing Fund Act 1992, 2.5 % of basic), remitted to FMBN. FMBN's
 * e-collection template could not be found: NHF number, name, basic salary, contribution (issue 36).
 */
export const ngNhf: LayoutOf = () => ({
  columns: [
    { header: 'NHF Number', value: (e) => text(e.ids.nhfNumber) },
    { header: 'Employee Name', value: nameOf },
    { header: 'Basic Salary', value: (e) => money(lineSum(e.lines, 'earnings.basic')) },
    { header: 'NHF Contribution', value: (e) => money(lineSum(e.lines, 'deduction.nhf')) },
  ],
  include: (e) => lineSum(e.lines, 'deduction.nhf') > 0,
  required: ['nhfNumber'],
});

/**
 * Form H1 data: the employer's annual return of each employee's pay and tax (PITA s.81(2)), per state tax
 * authority, due 31 January. Each state's Form H1 differs and none could be retrieved here: the PAYE
 * schedule's columns summed over the year, with the months paid (issue 36).
 */
export const ngH1: LayoutOf = () => ({
  columns: [...payeColumns, { header: 'Months Paid', value: (e) => String(e.months.size) }],
  groupBy: stateOf,
  required: ['taxId', 'stateOfResidence'],
});
