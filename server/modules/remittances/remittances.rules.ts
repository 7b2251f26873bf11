import 'server-only';
import { statutoryTypesOf, type StatutoryType } from '@/lib/contracts/remittances';
import type { StatutoryDetails } from '@/server/modules/employees/employees.queries';

/**
 * How the engine's payslip lines (lib/payroll, slip-builder codes) become liabilities: the employee side is
 * the `deduction.<key>` line (or `paye`), the employer side the `employer.<key>` line.
 */
const LINES: Record<string, Partial<Record<StatutoryType, { employee?: string; employer?: string }>>> = {
  NG: {
    paye: { employee: 'paye' },
    pension: { employee: 'deduction.pension', employer: 'employer.pension' },
    nhf: { employee: 'deduction.nhf' },
    nsitf: { employer: 'employer.nsitf' },
    itf: { employer: 'employer.itf' },
  },
  KE: {
    paye: { employee: 'paye' },
    nssf: { employee: 'deduction.nssf', employer: 'employer.nssf' },
    shif: { employee: 'deduction.shif' },
    ahl: { employee: 'deduction.ahl', employer: 'employer.ahl' },
    nita: { employer: 'employer.nita' },
  },
  GH: { paye: { employee: 'paye' }, ssnit: { employee: 'deduction.ssnit', employer: 'employer.ssnit' } },
  UG: {
    paye: { employee: 'paye' },
    nssf: { employee: 'deduction.nssf', employer: 'employer.nssf' },
    lst: { employee: 'deduction.lst' },
  },
};

export const lineCodesOf = (country: string, type: StatutoryType) => LINES[country]?.[type] ?? {};

/** The payee for types collected by one national body (shown on schedules and cards). */
const NATIONAL_PAYEE: Record<string, Partial<Record<StatutoryType, string>>> = {
  NG: { nhf: 'FMBN', nsitf: 'NSITF', itf: 'ITF' },
  KE: { paye: 'KRA', nssf: 'NSSF', shif: 'SHA', ahl: 'KRA', nita: 'NITA' },
  GH: { paye: 'GRA', ssnit: 'SSNIT' },
  UG: { paye: 'URA', nssf: 'NSSF' },
};

/** Recorded when the employee's record does not name their PFA or state: the employer must fix it before remitting. */
export const UNASSIGNED = 'Unassigned';

/**
 * Who a type's money goes to for one employee: pension to their PFA, Nigerian PAYE to the state tax authority
 * of their state of residence, Ugandan LST to the local government of their residence, others to the one body.
 */
export function payeeOf(
  country: string,
  type: StatutoryType,
  e: Pick<StatutoryDetails, 'pfa' | 'stateOfResidence'> | undefined,
) {
  if (type === 'pension') return e?.pfa?.trim() || UNASSIGNED;
  if ((country === 'NG' && type === 'paye') || (country === 'UG' && type === 'lst'))
    return e?.stateOfResidence?.trim() || UNASSIGNED;
  return NATIONAL_PAYEE[country]?.[type] ?? type.toUpperCase();
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const parse = (s: string) => new Date(`${s}T00:00:00Z`);

/** Monday–Friday after `from`, `n` of them (public holidays are not counted out: a stated simplification). */
export function addWorkingDays(from: string, n: number) {
  const d = parse(from);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return iso(d);
}

/**
 * The due date (RULES.md where it says; otherwise our default, the 10th of the month after the pay date):
 * pension within 7 working days of paying salaries (Pension Reform Act 2014); ITF by 1 April of the next year
 * (ITF Act); PAYE and everything else by the 10th of the next month.
 */
export function dueDateOf(country: string, type: StatutoryType, payDate: string) {
  const d = parse(payDate);
  if (country === 'NG' && type === 'pension') return addWorkingDays(payDate, 7);
  if (country === 'NG' && type === 'itf') return `${d.getUTCFullYear() + 1}-04-01`;
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 10)));
}

export const typesOf = statutoryTypesOf;
