import { formatRate, percentOf } from '../bands';
import type { SlipBuilder, LocalPay } from '../slip-builder';
import type { NgNtaTable, NgPitaTable } from '../tables/types';
import type { PayslipOptions } from '../types';

export type NgEmployeeContributions = { pension: number; nhf: number; nhis: number };

/**
 * Pension (PRA 2014), NHF and NHIS — identical under PITA and the NTA, and all three are
 * deductible for PAYE under both. Also books the employer's pension, NSITF and ITF.
 */
export function ngContributions(
  t: NgNtaTable | NgPitaTable,
  pay: LocalPay,
  options: PayslipOptions,
  b: SlipBuilder,
): NgEmployeeContributions {
  const pensionBase = pay.basic + pay.housing + pay.transport;
  const inPension = options.pension !== false;
  const pension = inPension ? percentOf(pensionBase, t.pension.employeeBp) : 0;
  b.deduct(
    'pension',
    'Pension (employee)',
    pension,
    inPension
      ? `${formatRate(t.pension.employeeBp)} × ${pensionBase} (basic + housing + transport)`
      : 'not enrolled (options.pension = false)',
    `${t.id} · Pension Reform Act 2014 s.4(1)`,
  );

  let nhf = 0;
  if (options.nhf === true) {
    const base = t.nhfBase === 'basic' ? pay.basic : pay.gross;
    nhf = percentOf(base, t.nhfBp);
    b.deduct(
      'nhf',
      'National Housing Fund',
      nhf,
      `${formatRate(t.nhfBp)} × ${base} (${t.nhfBase === 'basic' ? 'basic' : 'monthly income'})`,
      `${t.id} · NHF Act s.4 as amended`,
    );
  } else {
    b.deduct(
      'nhf',
      'National Housing Fund',
      0,
      'not opted in (options.nhf)',
      `${t.id} · NHF Act as amended 2022`,
    );
  }

  const nhis = pay.nhis;
  b.deduct(
    'nhis',
    'Health insurance (NHIS/NHIA)',
    nhis,
    'input (options.nhis)',
    `${t.id} · scheme contribution`,
  );

  const employerPension = inPension ? percentOf(pensionBase, t.pension.employerBp) : 0;
  b.employer(
    'pension',
    'Pension (employer)',
    employerPension,
    inPension ? `${formatRate(t.pension.employerBp)} × ${pensionBase}` : 'not enrolled',
    `${t.id} · Pension Reform Act 2014 s.4(1)`,
  );
  b.employer(
    'nsitf',
    'NSITF (employees’ compensation)',
    percentOf(pay.gross, t.nsitfBp),
    `${formatRate(t.nsitfBp)} × ${pay.gross} (gross)`,
    `${t.id} · Employees’ Compensation Act 2010`,
  );
  b.employer(
    'itf',
    'Industrial Training Fund',
    percentOf(pay.gross, t.itfBp),
    `${formatRate(t.itfBp)} × ${pay.gross} (gross; employers with ≥5 staff or ≥ ₦50m turnover)`,
    `${t.id} · ITF Act as amended 2011`,
  );
  return { pension, nhf, nhis };
}
