import { describe, expect, it } from 'vitest';
import { createEmployer } from '@/server/seed/factories';
import { nubanCheckDigit, toNuban } from '@/server/modules/payments/nuban';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';

const enquire = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api('/payments/name-enquiry', { method: 'POST', token, body, headers });

// A valid NUBAN at `bankCode` ending in 0000: the sandbox's "no such account".
function missingNuban(bankCode: string) {
  for (let i = 10_000; ; i++) {
    const serial = `${i}000`.padStart(9, '0');
    if (nubanCheckDigit(bankCode, serial) === 0) return serial + '0';
  }
}

describe('[PAYMENTS] POST payments/name-enquiry', () => {
  it('names the holder of a valid NUBAN, the same way every time', async () => {
    const s = await employerSession();
    const accountNumber = toNuban('044', '012345678');
    const first = await enquire(s.token, { bankCode: '044', accountNumber });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ accountNumber, bankCode: '044', bankName: 'Access Bank' });
    expect(first.body.data.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    const again = await enquire(s.token, { bankCode: '044', accountNumber });
    expect(again.body.data.accountName).toBe(first.body.data.accountName);
  });

  it('uses the organisation’s country and its bank codes (Kenya)', async () => {
    const { deps } = await getHarness();
    const kenyan = await createEmployer(deps.db, { email: uniqueEmail('kenyan'), country: 'KE' });
    const { token } = await signIn(kenyan.user.email, kenyan.password);
    const res = await enquire(token, { bankCode: '68', accountNumber: '0123456789012' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bankName: 'Equity Bank Kenya', accountNumber: '0123456789012' });
  });

  it('refuses an unknown account with a localised 400', async () => {
    const s = await employerSession();
    const body = { bankCode: '058', accountNumber: missingNuban('058') };
    const en = await enquire(s.token, body);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'We could not find that account. Check the bank and the account number.',
    });
    const zh = await enquire(s.token, body, { 'accept-language': 'zh-CN' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('未找到该账户。请检查银行和账号。');
  });

  it('refuses an unknown bank code and a wrong NUBAN check digit with 400', async () => {
    const s = await employerSession();
    expect(
      (await enquire(s.token, { bankCode: '999', accountNumber: toNuban('044', '012345678') })).status,
    ).toBe(400);
    const good = toNuban('057', '987654321');
    const wrong = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
    expect((await enquire(s.token, { bankCode: '057', accountNumber: wrong })).status).toBe(400);
  });

  it('answers 422 for a malformed body', async () => {
    const s = await employerSession();
    const res = await enquire(s.token, { bankCode: '', accountNumber: '12ab', country: 'ZZ' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['accountNumber', 'bankCode', 'country']);
    expect(res.body.errors.accountNumber).toEqual(['Enter a valid account number (10 to 16 digits).']);
  });

  it('needs an organisation (consultant mode 403) and a session (401)', async () => {
    const c = await consultantSession(1);
    const body = { bankCode: '044', accountNumber: toNuban('044', '012345678') };
    expect((await enquire(c.token, body)).status).toBe(403);
    expect((await api('/payments/name-enquiry', { method: 'POST', body })).status).toBe(401);
  });
});
