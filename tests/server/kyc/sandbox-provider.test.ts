import { describe, expect, it } from 'vitest';
import { sandboxVerification } from '@/server/modules/kyc/kyc.provider';

const base = {
  registeredName: 'Ada Foods Limited',
  registrationNumber: 'RC123456',
  tin: '12345678-0001',
  address: '12 Marina Road, Lagos',
  industry: 'Food',
  companySize: '11-50' as const,
  directors: [{ name: 'Ada Obi' }],
  documentFileIds: [crypto.randomUUID()],
  country: 'NG',
};

describe('[KYC] sandbox verification provider', () => {
  it.each([
    ['RC + 6 digits', { registrationNumber: 'RC123456' }, []],
    ['RC with a space and dash', { registrationNumber: 'rc 12-34' }, []],
    ['BN + digits', { registrationNumber: 'BN1234567' }, []],
    ['RC too short', { registrationNumber: 'RC123' }, ['kyc.reasons.registrationNumberNg']],
    ['RC too long', { registrationNumber: 'RC123456789' }, ['kyc.reasons.registrationNumberNg']],
    ['no prefix', { registrationNumber: '123456' }, ['kyc.reasons.registrationNumberNg']],
    ['GH number', { registrationNumber: 'CS123456789', country: 'GH' }, []],
    ['TIN with letters', { tin: '1234ABCD' }, ['kyc.reasons.tin']],
    ['TIN too short', { tin: '1234567' }, ['kyc.reasons.tin']],
    ['TIN of 14', { tin: '12345678901234' }, []],
    [
      'one-word director',
      { directors: [{ name: 'Ada Obi' }, { name: 'Madonna' }] },
      ['kyc.reasons.directorName'],
    ],
  ])('%s', async (_, overrides, reasons) => {
    const decision = await sandboxVerification.verify({ ...base, ...overrides });
    expect(decision).toEqual({ approved: reasons.length === 0, reasons });
  });
});
