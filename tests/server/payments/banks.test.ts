import { describe, expect, it } from 'vitest';
import { createEmployer } from '@/server/seed/factories';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { consultantSession, employerSession, signIn } from '../helpers/accounts';

type Bank = { code: string; name: string };

describe('[PAYMENTS] GET payments/banks', () => {
  it.each([
    ['NG', '044', 'Access Bank'],
    ['NG', '058', 'Guaranty Trust Bank (GTBank)'],
    ['GH', '040100', 'GCB Bank'],
    ['KE', '01', 'KCB Bank Kenya'],
    ['KE', '68', 'Equity Bank Kenya'],
    ['UG', 'CERBUGKA', 'Centenary Bank'],
  ])('%s lists %s %s among unique codes, sorted by name', async (country, code, name) => {
    const s = await employerSession();
    const res = await api(`/payments/banks?country=${country}`, { token: s.token });
    expect(res.status).toBe(200);
    const banks = res.body.data as Bank[];
    expect(banks.length).toBeGreaterThan(10);
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    expect(banks.map((b) => b.name)).toEqual(
      [...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(banks).toContainEqual({ code, name });
  });

  it('defaults to the organisation’s country, and to NG without one', async () => {
    const { deps } = await getHarness();
    const kenyan = await createEmployer(deps.db, { email: uniqueEmail('kenyan'), country: 'KE' });
    const { token } = await signIn(kenyan.user.email, kenyan.password);
    const ke = await api('/payments/banks', { token });
    expect(ke.status).toBe(200);
    expect(ke.body.data).toContainEqual({ code: '68', name: 'Equity Bank Kenya' });
    expect(ke.body.data.some((b: Bank) => b.code === '044')).toBe(false);

    const consultant = await consultantSession(1);
    const ng = await api('/payments/banks', { token: consultant.token });
    expect(ng.status).toBe(200);
    expect(ng.body.data).toContainEqual({ code: '044', name: 'Access Bank' });
  });

  it('answers 422 for an unknown country and 401 without a session', async () => {
    const s = await employerSession();
    const bad = await api('/payments/banks?country=ZZ', { token: s.token });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors.country).toBeDefined();
    expect((await api('/payments/banks?country=NG')).status).toBe(401);
  });
});
