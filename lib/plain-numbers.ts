// Amounts and counts in Paygrid's two languages written without Intl. The first Intl.NumberFormat a page
// builds costs Chromium 36–67 ms on this project's bench machine (ICU loads its number data), one long
// task in the middle of hydrating a list of salaries. en-GB and zh-CN write these the same way: Latin
// digits, "," every three digits, "." before the minor units, a leading "-" and, for the currencies below,
// the prefix CLDR gives them. tests/lib/plain-numbers.test.ts compares every case with Intl; anything else
// (another locale or currency, extra options) goes through Intl as before.

import { numberFormat } from './intl-formats';

const PLAIN_LOCALES = new Set(['en-GB', 'zh-CN']);

/** Display prefix and minor-unit digits, as ICU has them in both languages. */
export const PLAIN_CURRENCIES: Readonly<Record<string, { prefix: string; digits: number }>> = {
  NGN: { prefix: 'NGN\u00a0', digits: 2 },
  GHS: { prefix: 'GHS\u00a0', digits: 2 },
  KES: { prefix: 'KES\u00a0', digits: 2 },
  UGX: { prefix: 'UGX\u00a0', digits: 0 },
  USD: { prefix: 'US$', digits: 2 },
};

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// Intl writes negative zero with its sign ("-NGN 0.00"); so do we.
const isNegative = (n: number) => n < 0 || Object.is(n, -0);

/** A safe integer as Intl would write it in `locale` ("1,234"), or null when Intl must do it. */
export function plainInteger(n: number, locale: string): string | null {
  if (!Number.isSafeInteger(n) || !PLAIN_LOCALES.has(locale)) return null;
  return `${isNegative(n) ? '-' : ''}${groupThousands(String(Math.abs(n)))}`;
}

/** Integer minor units as Intl's currency format would write them ("NGN 1,234.50"), or null. */
export function plainMoney(minor: number, currency: string, locale: string): string | null {
  const plain = PLAIN_CURRENCIES[currency];
  if (!plain || !Number.isSafeInteger(minor) || !PLAIN_LOCALES.has(locale)) return null;
  const text = String(Math.abs(minor)).padStart(plain.digits + 1, '0');
  const whole = groupThousands(text.slice(0, text.length - plain.digits));
  const fraction = plain.digits > 0 ? `.${text.slice(-plain.digits)}` : '';
  return `${isNegative(minor) ? '-' : ''}${plain.prefix}${whole}${fraction}`;
}

/** A count for display ("1,234"): plain in en-GB and zh-CN, Intl elsewhere. */
export function formatCount(n: number, locale: string): string {
  return plainInteger(n, locale) ?? numberFormat(locale).format(n);
}
