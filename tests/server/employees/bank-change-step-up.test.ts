import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { employeeBankChanges } from '@/server/db/schema';
import { codeNow, nextStep } from '../account/mfa-steps';
import { employerWithMfa } from '../account/mfa-org-steps';
import { api, clock, getHarness } from '../helpers/app';
import { nuban } from '../payouts/fixtures';
import { createEmployee, GOOD_ACCOUNT, GOOD_ACCOUNT_HOLDER } from './fixtures';

afterEach(() => clock.reset());

const put = (token: string, id: string, body: Record<string, unknown>, code?: string) =>
  api(`/employees/${id}`, { method: 'PUT', token, body, headers: code ? { 'x-mfa-code': code } : {} });

describe('[EMPLOYEES] a bank account change needs a fresh code from a user with MFA on (issue 33)', () => {
  it('other fields need none; a new account: missing → MFA_REQUIRED, wrong → MFA_INVALID, nothing changed; a code → pending change', async () => {
    const { deps } = await getHarness();
    const s = await employerWithMfa();
    // Creating with bank details is not a change: no code asked.
    const e = await createEmployee(s.token, {
      ...GOOD_ACCOUNT_HOLDER,
      bankCode: '044',
      accountNumber: nuban('044'),
    });

    const renamed = await put(s.token, e.id, { address: '12 Marina, Lagos' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const missing = await put(s.token, e.id, { bankCode: '058', accountNumber: GOOD_ACCOUNT });
    expect([missing.status, missing.body.code]).toEqual([403, 'MFA_REQUIRED']);
    const wrong = await put(s.token, e.id, { bankCode: '058', accountNumber: GOOD_ACCOUNT }, '000000');
    expect([wrong.status, wrong.body.code]).toEqual([403, 'MFA_INVALID']);
    const changes = () =>
      deps.db.select().from(employeeBankChanges).where(eq(employeeBankChanges.employeeId, e.id));
    expect(await changes()).toHaveLength(0);
    expect((await api(`/employees/${e.id}`, { token: s.token })).body.data.bankCode).toBe('044');

    const ok = await put(s.token, e.id, { bankCode: '058', accountNumber: GOOD_ACCOUNT }, codeNow(s.secret));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.bankCode).toBe('058');
    expect((await changes()).map((c) => c.status)).toEqual(['pending']);
    nextStep();
  });
});
