import type { Country } from './types';

/**
 * How pay entered as one of the engine's earnings inputs is treated, per country, as the engines compute it
 * (RULES.md): every input is in gross, so it is taxed; whether it counts for the employee's pension or social
 * security depends on the scheme's base. No engine import: the create screen reads this without the tables.
 *
 * - NG: pension on basic + housing + transport (PRA 2014 s.4(1)) → basic counts, other earnings do not;
 * - KE: NSSF on gross → both count;
 * - GH: SSNIT on basic → basic counts, other earnings do not;
 * - UG: NSSF on gross → both count.
 * tests/lib/payroll/treatment.test.ts checks this table against computePayslip.
 */
export type EarningInput = 'basic' | 'other';
export type PensionScheme = 'pension' | 'nssf' | 'ssnit';
export type EarningTreatment = { taxable: boolean; pensionable: boolean; scheme: PensionScheme };

const TREATMENT: Record<Country, Record<EarningInput, EarningTreatment>> = {
  NG: {
    basic: { taxable: true, pensionable: true, scheme: 'pension' },
    other: { taxable: true, pensionable: false, scheme: 'pension' },
  },
  KE: {
    basic: { taxable: true, pensionable: true, scheme: 'nssf' },
    other: { taxable: true, pensionable: true, scheme: 'nssf' },
  },
  GH: {
    basic: { taxable: true, pensionable: true, scheme: 'ssnit' },
    other: { taxable: true, pensionable: false, scheme: 'ssnit' },
  },
  UG: {
    basic: { taxable: true, pensionable: true, scheme: 'nssf' },
    other: { taxable: true, pensionable: true, scheme: 'nssf' },
  },
};

/** The treatment of pay entered as `input` in `country`; null for a country the engine does not cover. */
export function earningTreatment(country: string, input: EarningInput): EarningTreatment | null {
  return (TREATMENT as Record<string, Record<EarningInput, EarningTreatment>>)[country]?.[input] ?? null;
}
