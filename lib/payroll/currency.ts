import { PayrollInputError } from './errors';
import { roundMinor } from './rounding';

/** ISO 4217 minor-unit exponents of the currencies the engine handles. */
export const MINOR_UNIT_EXPONENT: Readonly<Record<string, number>> = {
  NGN: 2,
  KES: 2,
  GHS: 2,
  UGX: 0,
  USD: 2,
};

/**
 * Local minor units per USD cent for an FX rate quoted as local units per 1 USD.
 * Conversions (USD → local for the computation, local → USD for each output line) are
 * rounded per line by the engine's one rounding rule.
 */
export function usdCentFactor(localCurrency: string, fxRate: number | undefined): number {
  if (fxRate === undefined) {
    throw new PayrollInputError(
      'options.fxRate',
      `amounts are in USD but no fxRate (${localCurrency} per 1 USD) was given; PAYE bands are in ${localCurrency}`,
    );
  }
  return (fxRate * 10 ** (MINOR_UNIT_EXPONENT[localCurrency] ?? 2)) / 100;
}

export function toLocal(usdCents: number, factor: number): number {
  return roundMinor(usdCents * factor);
}

export function toUsd(localMinor: number, factor: number): number {
  return roundMinor(localMinor, factor);
}
