import { roundMinor } from './rounding';

/** A progressive band: `upTo` is the cumulative top of the band (minor units), null = no top. */
export type Band = { upTo: number | null; rateBp: number };

/** Basis points: 1% = 100 bp, so 17.5% = 1750 and 2.75% = 275 stay integers. */
export const BP = 10_000;

/**
 * Tax on `amount` under progressive `bands`, in minor units × 10,000 (exact integer while
 * amount × rate < 2^53, which input validation guarantees). Kept unrounded so the caller
 * rounds the line once.
 */
export function bandTaxScaled(bands: readonly Band[], amount: number): number {
  let scaled = 0;
  let lower = 0;
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i]!;
    if (amount <= lower) break;
    const top = band.upTo === null || amount < band.upTo ? amount : band.upTo;
    scaled += (top - lower) * band.rateBp;
    if (band.upTo === null) break;
    lower = band.upTo;
  }
  return scaled;
}

/** Tax on `amount` under `bands`, rounded to the minor unit (the rounding rule in rounding.ts). */
export function bandTax(bands: readonly Band[], amount: number): number {
  return roundMinor(bandTaxScaled(bands, amount), BP);
}

/** `rateBp` of `amount`, rounded to the minor unit. */
export function percentOf(amount: number, rateBp: number): number {
  return roundMinor(amount * rateBp, BP);
}

/** '17.5%' from 1750 bp, for line bases. */
export function formatRate(rateBp: number): string {
  // cached: the same dozen rates are formatted on every payslip
  let text = RATE_TEXT.get(rateBp);
  if (text === undefined) {
    text = `${rateBp / 100}%`;
    RATE_TEXT.set(rateBp, text);
  }
  return text;
}

const RATE_TEXT = new Map<number, string>();
