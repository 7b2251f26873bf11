import { parseIsoDate } from './dates';
import { PayrollInputError } from './errors';
import type { Country, PayslipInput, PayslipOptions } from './types';

const COUNTRIES: ReadonlySet<string> = new Set(['NG', 'KE', 'GH', 'UG']);
const EMPTY_OPTIONS: PayslipOptions = Object.freeze({});
const CRA_BASES = ['net', 'gross'] as const;
const LST_ORDERS = ['before-paye', 'after-paye'] as const;
const NHF_BASES = ['basic', 'income'] as const;

/** A validated period: both ends in one calendar month (the engine is a monthly engine). */
export type ValidPeriod = { month: number; end: string };

export function checkAmount(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new PayrollInputError(field, `expected an integer amount in minor units, got ${String(value)}`);
  }
  if (value < 0) throw new PayrollInputError(field, `must not be negative, got ${value}`);
  return value;
}

function optionalAmount(value: unknown, field: string): number | undefined {
  return value === undefined ? undefined : checkAmount(value, field);
}

function optionalBoolean(value: unknown, field: string): void {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new PayrollInputError(field, `expected true or false, got ${String(value)}`);
  }
}

function optionalEnum(value: unknown, field: string, allowed: readonly string[]): void {
  if (value !== undefined && !allowed.includes(value as string)) {
    throw new PayrollInputError(field, `expected one of ${allowed.join(', ')}, got ${String(value)}`);
  }
}

export function validateInput(input: PayslipInput): {
  country: Country;
  period: ValidPeriod;
  options: PayslipOptions;
} {
  if (input === null || typeof input !== 'object') throw new PayrollInputError('input', 'expected an object');
  if (!COUNTRIES.has(input.country)) {
    throw new PayrollInputError(
      'country',
      `unknown country ${JSON.stringify(input.country)} (expected NG, KE, GH or UG)`,
    );
  }
  const start = parseIsoDate(input.periodStart, 'periodStart');
  const end = parseIsoDate(input.periodEnd, 'periodEnd');
  if (end.dayNumber < start.dayNumber) {
    throw new PayrollInputError('periodEnd', `${input.periodEnd} is before periodStart ${input.periodStart}`);
  }
  if (end.year !== start.year || end.month !== start.month) {
    throw new PayrollInputError(
      'periodEnd',
      'the period must lie within one calendar month (monthly payroll)',
    );
  }
  if (typeof input.currency !== 'string' || input.currency.length !== 3) {
    throw new PayrollInputError('currency', `expected an ISO 4217 code, got ${String(input.currency)}`);
  }
  const e = input.earnings;
  if (e === null || typeof e !== 'object') throw new PayrollInputError('earnings', 'expected an object');
  checkAmount(e.basic, 'earnings.basic');
  optionalAmount(e.housing, 'earnings.housing');
  optionalAmount(e.transport, 'earnings.transport');
  optionalAmount(e.other, 'earnings.other');

  const o = input.options ?? EMPTY_OPTIONS;
  if (typeof o !== 'object' || o === null) throw new PayrollInputError('options', 'expected an object');
  optionalBoolean(o.pension, 'options.pension');
  optionalBoolean(o.nhf, 'options.nhf');
  optionalBoolean(o.resident, 'options.resident');
  optionalAmount(o.nhis, 'options.nhis');
  optionalAmount(o.annualRent, 'options.annualRent');
  optionalAmount(o.lifeAssurance, 'options.lifeAssurance');
  optionalAmount(o.insurancePremium, 'options.insurancePremium');
  optionalEnum(o.craBase, 'options.craBase', CRA_BASES);
  optionalEnum(o.lstOrder, 'options.lstOrder', LST_ORDERS);
  optionalEnum(o.nhfBase, 'options.nhfBase', NHF_BASES);
  if (
    o.fxRate !== undefined &&
    (typeof o.fxRate !== 'number' || !Number.isFinite(o.fxRate) || o.fxRate <= 0)
  ) {
    throw new PayrollInputError('options.fxRate', `expected a positive number, got ${String(o.fxRate)}`);
  }
  return { country: input.country, period: { month: end.month, end: input.periodEnd }, options: o };
}
