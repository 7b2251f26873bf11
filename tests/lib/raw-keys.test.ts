import { describe, expect, it } from 'vitest';
import { findRawKeys } from '@/e2e/fixtures/raw-keys';

describe('findRawKeys (the e2e check for message keys on screen)', () => {
  it('finds a line that is a key and a camelCase key inside a sentence', () => {
    const text = [
      'Schedule an interview',
      'hiring.panel.notes',
      "2.5% × basic (options.nhfBase 'basic')",
      '备注',
    ].join('\n');
    expect(findRawKeys(text)).toEqual(['hiring.panel.notes', 'options.nhfBase']);
  });

  it('leaves texts, e-mail addresses, host and file names alone', () => {
    const text = [
      'Payroll November 2026: 57 transfers',
      'admin@demo.paygrid.test',
      'demo.paygrid.test',
      'receipt.pdf',
      'openapi.json',
      'Uploaded: receipt-2026.pdf',
      'e.g. a bonus. Then approve.',
      '₦1,800,000.00',
      'v1.2',
    ].join('\n');
    expect(findRawKeys(text)).toEqual([]);
  });
});
