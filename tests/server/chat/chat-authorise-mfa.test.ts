import { afterEach, describe, expect, it } from 'vitest';
import { codeNow, nextStep } from '../account/mfa-steps';
import { enrol } from '../account/mfa-org-steps';
import { api, clock } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { chatOutbox, computedRun, insertEmployee, setPin, teamAdmin, tokenOf } from './fixtures';

afterEach(() => clock.reset());

const post = (token: string, body: Record<string, string>) =>
  api(`/bot/account/authorize/${token}`, { method: 'POST', body });

describe('[CHAT] an approver with MFA on approves from chat with a code beside the PIN (issue 33)', () => {
  it('says so on the page; missing → MFA_REQUIRED, wrong → MFA_INVALID (counts against the link), nothing approved; a current code → approved', async () => {
    const s = await employerSession();
    await insertEmployee(s.organization.id);
    const approver = await teamAdmin(s.organization.id, ['payroll.approve']);
    await setPin(approver.token, approver.email, '1357');
    const secret = await enrol(approver.token, approver.password);
    const levels = [{ level: 1, userId: approver.userId }];
    const set = await api('/organizations/settings/approval-levels', {
      method: 'PATCH',
      token: s.token,
      body: { levels },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const run = await computedRun(s.token);
    const offer = (await chatOutbox(approver.email)).find((m) => m.link.includes('/authorise/'));
    const link = tokenOf(offer!.link, 'authorise');

    expect((await api(`/bot/account/authorize/${link}`)).body.data.mfaRequired).toBe(true);
    const missing = await post(link, { pin: '1357', decision: 'approve' });
    expect([missing.status, missing.body.code]).toEqual([403, 'MFA_REQUIRED']);
    const wrong = await post(link, { pin: '1357', decision: 'approve', code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'MFA_INVALID']);
    const status = async () => (await api(`/payroll/${run.id}`, { token: s.token })).body.data.status;
    expect(await status()).toBe('pending_approval');

    const ok = await post(link, { pin: '1357', decision: 'approve', code: codeNow(secret) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.decision).toBe('approve');
    nextStep();
  });
});
