import { formatRate, percentOf } from '../bands';
import type { LocalPay, SlipBuilder } from '../slip-builder';
import type { NgNtaTable, NgPitaTable } from '../tables/types';
import { major, tableText } from '../text';
import type { PayslipOptions } from '../types';

export type NgEmployeeContributions = { pension: number; nhf: number; nhis: number };

type NgTable = NgNtaTable | NgPitaTable;

function buildText(t: NgTable) {
  const id = t.id;
  return {
    earnings: id,
    pension: `${formatRate(t.pension.employeeBp)} × (basic + housing + transport)`,
    employerPension: `${formatRate(t.pension.employerBp)} × (basic + housing + transport)`,
    pensionRule: `${id} · Pension Reform Act 2014 s.4(1)`,
    nhfBasic: `${formatRate(t.nhfBp)} × basic`,
    nhfIncome: `${formatRate(t.nhfBp)} × monthly income (gross)`,
    nhfRule: `${id} · NHF Act s.4 as amended (statutory reading for this table: ${t.nhfBase === 'basic' ? 'basic' : 'monthly income'})`,
    nhisRule: `${id} · scheme contribution, deductible`,
    nsitf: `${formatRate(t.nsitfBp)} × gross`,
    nsitfRule: `${id} · Employees’ Compensation Act 2010`,
    itf: `${formatRate(t.itfBp)} × gross (employers with ≥ 5 staff or ≥ ₦50m turnover; due annually)`,
    itfRule: `${id} · ITF Act as amended 2011`,
    minimumWage: `gross ≤ national minimum wage ₦${major(t, t.minimumWageMonthly)}: employment income exempt`,
  };
}

const TEXT = new WeakMap<NgTable, ReturnType<typeof buildText>>();
export const ngText = (t: NgTable) => tableText(TEXT, t, buildText);

/**
 * Pension (PRA 2014), NHF and NHIS — identical under PITA and the NTA, and all three are
 * deductible for PAYE under both. Also books the employer's pension, NSITF and ITF.
 */
export function ngContributions(
  t: NgTable,
  pay: LocalPay,
  options: PayslipOptions,
  b: SlipBuilder,
): NgEmployeeContributions {
  const x = ngText(t);
  const pensionBase = pay.basic + pay.housing + pay.transport;
  const inPension = options.pension !== false;
  const pension = inPension ? percentOf(pensionBase, t.pension.employeeBp) : 0;
  b.deduct('pension', 'Pension (employee)', pension, inPension ? x.pension : 'not enrolled', x.pensionRule);

  const nhfOn = options.nhf === true;
  // What Nigerian employers and payroll providers apply is basic salary (the default); 'income' is the BFA 2022 reading.
  const onIncome = options.nhfBase === 'income';
  const nhf = nhfOn ? percentOf(onIncome ? pay.gross : pay.basic, t.nhfBp) : 0;
  b.deduct(
    'nhf',
    'National Housing Fund',
    nhf,
    nhfOn ? (onIncome ? x.nhfIncome : x.nhfBasic) : 'not opted in',
    x.nhfRule,
  );

  const nhis = pay.nhis;
  b.deduct('nhis', 'Health insurance (NHIS/NHIA)', nhis, 'input', x.nhisRule);

  b.employer(
    'pension',
    'Pension (employer)',
    inPension ? percentOf(pensionBase, t.pension.employerBp) : 0,
    inPension ? x.employerPension : 'not enrolled',
    x.pensionRule,
  );
  b.employer(
    'nsitf',
    'NSITF (employees’ compensation)',
    percentOf(pay.gross, t.nsitfBp),
    x.nsitf,
    x.nsitfRule,
  );
  b.employer('itf', 'Industrial Training Fund', percentOf(pay.gross, t.itfBp), x.itf, x.itfRule);
  return { pension, nhf, nhis };
}
