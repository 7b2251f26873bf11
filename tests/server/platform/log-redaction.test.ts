import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT } from '@/server/logger';
import { redact } from '@/server/modules/audit/redact';

describe('[PLATFORM] personal identifiers and secrets stay out of logs (issue 10, hole 8)', () => {
  it('the server log redacts BVN, NIN, RSA PIN, tax ID, ID numbers, account numbers, PINs and passwords', () => {
    const lines: string[] = [];
    const log = pino({ redact: LOG_REDACT }, { write: (line: string) => void lines.push(line) });
    log.error(
      {
        bvn: '22212345678',
        err: { input: { nin: '12345678901', rsaPin: 'PEN100012345678', taxId: '12345678-0001' } },
        director: { idNumber: 'A12345678' },
        body: { accountNumber: '0123456789', pin: '4821', password: 'Paygrid#2026' },
      },
      'query failed',
    );
    const out = lines.join('');
    for (const secret of [
      '22212345678',
      '12345678901',
      'PEN100012345678',
      '12345678-0001',
      'A12345678',
      '0123456789',
      '4821',
      'Paygrid#2026',
    ])
      expect(out).not.toContain(secret);
    expect(out).toContain('query failed');
  });

  it('the audit log drops a PIN and masks an RSA PIN to its last four characters', () => {
    expect(redact({ pin: '4821', rsaPin: 'PEN100012345678' })).toEqual({
      pin: '[REDACTED]',
      rsaPin: '***********5678',
    });
  });
});
