// Money is stored and computed as integer minor units (kobo, cents…). Floats appear only in the final
// division that Intl.NumberFormat needs for display; parsing and unit conversion are string arithmetic.

import { numberFormat } from './intl-formats';
import { PLAIN_CURRENCIES, plainMoney } from './plain-numbers';

export type FormatMoneyOptions = Omit<
  Intl.NumberFormatOptions,
  'style' | 'currency' | 'minimumFractionDigits' | 'maximumFractionDigits'
>;

const digitsCache = new Map<string, number>();

/** Minor-unit digits of an ISO 4217 currency as ICU knows them (NGN/USD 2, UGX 0). */
export function getCurrencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = PLAIN_CURRENCIES[code]?.digits ?? digitsCache.get(code);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsCache.set(code, digits);
  }
  return digits;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Money amounts must be integer minor units, got ${minor}`);
}

/** Formats integer minor units for display, e.g. formatMoney(123450, 'NGN') → "NGN 1,234.50". */
export function formatMoney(
  minor: number,
  currency: string,
  locale = 'en-GB',
  opts: FormatMoneyOptions = {},
): string {
  assertMinor(minor);
  const code = currency.toUpperCase();
  const plain = Object.keys(opts).length === 0 ? plainMoney(minor, code, locale) : null;
  if (plain !== null) return plain;
  const digits = getCurrencyDigits(code);
  return numberFormat(locale, {
    ...opts,
    style: 'currency',
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

const MAJOR_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Parses a user-typed major amount ("1,234.56", "0.29", 1234.5) into integer minor units exactly.
 * Commas, spaces and underscores are treated as grouping. Throws RangeError on text that is not a
 * number, on more decimals than the currency has (unless they are zeros) and beyond safe integers.
 */
export function toMinorUnits(major: string | number, currency: string): number {
  const digits = getCurrencyDigits(currency);
  const text = (typeof major === 'number' ? String(major) : major).trim().replace(/[,\s_]/g, '');
  const match = MAJOR_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not an amount: "${major}"`);
  if (/[1-9]/.test(fraction.slice(digits))) {
    throw new RangeError(`${currency.toUpperCase()} allows at most ${digits} decimal places: "${major}"`);
  }
  const minorText = (whole + fraction.slice(0, digits).padEnd(digits, '0')).replace(/^0+(?=\d)/, '');
  const minor = Number(minorText);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: "${major}"`);
  // `|| 0` turns -0 into 0.
  return (match[1] === '-' ? -minor : minor) || 0;
}

/** Minor units to a plain major-unit string for inputs and APIs: 123450 → "1234.50" (UGX 1500 → "1500"). */
export function fromMinorUnits(minor: number | string, currency: string): string {
  const text = String(minor).trim();
  if (!/^[+-]?\d+$/.test(text))
    throw new RangeError(`Money amounts must be integer minor units, got ${minor}`);
  const negative = text.startsWith('-');
  const abs = text.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  const digits = getCurrencyDigits(currency);
  if (digits === 0) return negative && abs !== '0' ? `-${abs}` : abs;
  const padded = abs.padStart(digits + 1, '0');
  const result = `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
  return negative && /[1-9]/.test(abs) ? `-${result}` : result;
}

/** Placeholder shown instead of an amount while balances are hidden. */
export function maskAmount(length = 6, char = '•'): string {
  return char.repeat(length);
}
