import 'server-only';
import { fromMinorUnits, getCurrencyDigits, toMinorUnits } from '@/lib/money';

/**
 * Flutterwave speaks major units (UGX 250000, NGN 1500.5); Paygrid keeps integer minor units everywhere. The
 * conversion happens here, at the edge, by the currency's exponent (NGN, GHS, KES 2; UGX 0) and on decimal
 * strings — never by multiplying or dividing floats, which would turn NGN 1500.29 into 150028.99999….
 */

/** Minor units → the major-unit number Flutterwave's JSON wants (NGN 150050 → 1500.5; UGX 250000 → 250000). */
export function toFlutterwaveAmount(minor: number, currency: string): number {
  // the decimal string is exact; a JSON number written from it is the same decimal again
  return Number(fromMinorUnits(minor, currency));
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A JSON number as the shortest decimal string that reads back as it (never exponent form for money). */
function decimalText(value: number | string): string {
  const text = typeof value === 'number' ? value.toString() : value.trim();
  if (/e/i.test(text)) throw new RangeError(`Not a money amount: ${text}`);
  return text;
}

/**
 * Flutterwave's major units → integer minor units. An amount is exact in the currency's digits; a fee may carry
 * more (NGN 26.875 = ₦25 + 7.5 % VAT), which is rounded half up to the currency's smallest unit.
 */
export function fromFlutterwaveAmount(value: number | string, currency: string): number {
  const text = decimalText(value);
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${text}`);
  const digits = getCurrencyDigits(currency);
  const [, sign, whole, fraction = ''] = match;
  const kept = `${whole}.${fraction.slice(0, digits)}`;
  const minor = toMinorUnits(kept, currency);
  // the first dropped digit decides (half up, away from zero)
  const roundUp = Number(fraction.charAt(digits) || '0') >= 5 ? 1 : 0;
  const result = minor + roundUp;
  return sign === '-' ? -result : result;
}
