import { describe, expect, it } from 'vitest';
import { formatMoney, getCurrencyDigits } from '@/lib/money';
import { formatCount, PLAIN_CURRENCIES, plainInteger, plainMoney } from '@/lib/plain-numbers';

const AMOUNTS = [0, -0, 1, 5, 99, 100, 101, 999, 1000, 12345, 100000, 123456789, -1, -100, -123456789];
const EDGES = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

describe('amounts and counts written without Intl', () => {
  it('writes every supported currency exactly as Intl does, in both languages', () => {
    for (const locale of ['en-GB', 'zh-CN']) {
      for (const [currency, { digits }] of Object.entries(PLAIN_CURRENCIES)) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        // ICU's own digits for the currency agree with the table.
        expect(
          new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
            .maximumFractionDigits,
        ).toBe(digits);
        for (const minor of [...AMOUNTS, ...(digits === 0 ? EDGES : [])]) {
          expect(plainMoney(minor, currency, locale), `${locale} ${currency} ${minor}`).toBe(
            intl.format(minor / 10 ** digits),
          );
        }
      }
    }
  });

  it('writes safe integers as Intl does', () => {
    for (const locale of ['en-GB', 'zh-CN']) {
      for (const n of [...AMOUNTS, ...EDGES])
        expect(plainInteger(n, locale)).toBe(new Intl.NumberFormat(locale).format(n));
    }
  });

  it('leaves other locales, currencies and fractions to Intl', () => {
    expect(plainMoney(100, 'EUR', 'en-GB')).toBeNull();
    expect(plainMoney(100, 'NGN', 'de-DE')).toBeNull();
    expect(plainMoney(1.5, 'NGN', 'en-GB')).toBeNull();
    expect(plainInteger(1.5, 'en-GB')).toBeNull();
    expect(plainInteger(1000, 'fr-FR')).toBeNull();
  });

  it('is what formatMoney answers for them, and Intl still answers the rest', () => {
    expect(formatMoney(123450, 'ngn', 'en-GB')).toBe('NGN\u00a01,234.50');
    expect(formatMoney(150000, 'UGX', 'zh-CN')).toBe('UGX\u00a0150,000');
    expect(formatMoney(123450, 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(formatMoney(123450, 'NGN', 'en-GB', { signDisplay: 'always' })).toBe('+NGN\u00a01,234.50');
    expect(getCurrencyDigits('ugx')).toBe(0);
  });
});

describe('formatCount', () => {
  it('groups counts plainly in our languages and through Intl in others', () => {
    expect(formatCount(1234567, 'en-GB')).toBe('1,234,567');
    expect(formatCount(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
  });
});
