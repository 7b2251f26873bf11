import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '@/lib/intl-formats';

describe('shared Intl formatters', () => {
  it('builds one number formatter per locale and options', () => {
    const a = numberFormat('en-GB', { style: 'currency', currency: 'NGN' });
    expect(numberFormat('en-GB', { style: 'currency', currency: 'NGN' })).toBe(a);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'KES' })).not.toBe(a);
    expect(numberFormat('zh-CN', { style: 'currency', currency: 'NGN' })).not.toBe(a);
    expect(a.format(1234.5)).toMatch(/^NGN\s1,234\.50$/);
  });

  it('builds one date formatter per locale and options', () => {
    const a = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date(Date.UTC(2024, 0, 31)))).toBe('31 Jan 2024');
  });
});
