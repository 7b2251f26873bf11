import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, getCurrencyDigits, maskAmount, toMinorUnits } from '@/lib/money';

// ICU separates the currency code with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('getCurrencyDigits', () => {
  it.each([
    ['NGN', 2],
    ['KES', 2],
    ['GHS', 2],
    ['USD', 2],
    ['UGX', 0],
    ['ngn', 2],
  ])('%s has %i minor digits', (currency, digits) => {
    expect(getCurrencyDigits(currency)).toBe(digits);
  });
});

describe('formatMoney', () => {
  it('formats minor units with two decimals in en-GB by default', () => {
    expect(plain(formatMoney(123450, 'NGN'))).toBe('NGN 1,234.50');
    expect(plain(formatMoney(5, 'KES'))).toBe('KES 0.05');
    expect(plain(formatMoney(0, 'GHS'))).toBe('GHS 0.00');
    expect(formatMoney(100, 'USD')).toBe('US$1.00');
  });

  it('uses zero decimals for UGX (the amount is already whole shillings)', () => {
    expect(plain(formatMoney(1500, 'UGX'))).toBe('UGX 1,500');
  });

  it('formats negatives and large amounts', () => {
    expect(plain(formatMoney(-123456750, 'NGN'))).toBe('-NGN 1,234,567.50');
    expect(plain(formatMoney(999_999_999_999, 'NGN'))).toBe('NGN 9,999,999,999.99');
  });

  it('formats in zh-CN', () => {
    expect(plain(formatMoney(123450, 'NGN', 'zh-CN'))).toBe('NGN 1,234.50');
    expect(formatMoney(123450, 'USD', 'zh-CN')).toBe('US$1,234.50');
    expect(plain(formatMoney(1500, 'UGX', 'zh-CN'))).toBe('UGX 1,500');
  });

  it('passes display options through but keeps the currency digits', () => {
    expect(formatMoney(123450, 'NGN', 'en-GB', { currencyDisplay: 'narrowSymbol' })).toBe('₦1,234.50');
    expect(plain(formatMoney(123450, 'NGN', 'en-GB', { currencyDisplay: 'code' }))).toBe('NGN 1,234.50');
  });

  it('rejects non-integer minor units', () => {
    expect(() => formatMoney(12.5, 'NGN')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'NGN')).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['0.29', 'NGN', 29],
    ['1234.5', 'NGN', 123450],
    ['1,234.56', 'NGN', 123456],
    ['1,234,567.89', 'USD', 123456789],
    ['  12 ', 'KES', 1200],
    ['.5', 'GHS', 50],
    ['7.', 'NGN', 700],
    ['-0.01', 'NGN', -1],
    ['+3', 'NGN', 300],
    ['1.230', 'NGN', 123],
    ['0', 'NGN', 0],
    ['-0', 'NGN', 0],
    ['1,500', 'UGX', 1500],
    ['1500.00', 'UGX', 1500],
  ])('%s %s → %i', (input, currency, expected) => {
    expect(toMinorUnits(input, currency)).toBe(expected);
  });

  it('avoids float error that Math.round(x * 100) style code has', () => {
    // 1.005 * 100 = 100.49999999999999 and 4.35 * 100 = 434.99999999999994 in floats.
    expect(toMinorUnits('4.35', 'NGN')).toBe(435);
    expect(toMinorUnits('1.00', 'NGN')).toBe(100);
    expect(toMinorUnits('8.07', 'NGN')).toBe(807);
    expect(toMinorUnits(0.29, 'NGN')).toBe(29);
    expect(toMinorUnits(1234.5, 'NGN')).toBe(123450);
  });

  it('rejects text that is not an amount', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '1e5', '12a', '--1']) {
      expect(() => toMinorUnits(bad, 'NGN'), bad).toThrow(RangeError);
    }
  });

  it('rejects more decimals than the currency allows', () => {
    expect(() => toMinorUnits('1.005', 'NGN')).toThrow(RangeError);
    expect(() => toMinorUnits('1.5', 'UGX')).toThrow(RangeError);
  });

  it('rejects amounts beyond safe integers', () => {
    expect(() => toMinorUnits('90071992547409.93', 'NGN')).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [123450, 'NGN', '1234.50'],
    ['123450', 'NGN', '1234.50'],
    [29, 'NGN', '0.29'],
    [5, 'NGN', '0.05'],
    [0, 'NGN', '0.00'],
    [-5, 'NGN', '-0.05'],
    [-123456, 'USD', '-1234.56'],
    [1500, 'UGX', '1500'],
    [0, 'UGX', '0'],
  ])('%s %s → %s', (minor, currency, expected) => {
    expect(fromMinorUnits(minor, currency)).toBe(expected);
  });

  it('round-trips with toMinorUnits', () => {
    for (const minor of [0, 1, 29, 99, 100, 123450, -77, 900719925474099]) {
      expect(toMinorUnits(fromMinorUnits(minor, 'NGN'), 'NGN')).toBe(minor);
    }
  });

  it('rejects non-integers', () => {
    expect(() => fromMinorUnits(1.5, 'NGN')).toThrow(RangeError);
    expect(() => fromMinorUnits('12.3', 'NGN')).toThrow(RangeError);
  });
});

describe('maskAmount', () => {
  it('returns six bullets by default', () => {
    expect(maskAmount()).toBe('••••••');
    expect(maskAmount(3)).toBe('•••');
    expect(maskAmount(4, '*')).toBe('****');
  });
});
