import { afterEach, describe, expect, it } from 'vitest';
import { api, clock } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { computeRun, createRun, insertEmployee } from '../payroll/fixtures';
import { codeNow, nextStep } from './mfa-steps';
import { employerWithMfa } from './mfa-org-steps';

afterEach(() => clock.reset());

/** Issue 33 B1: a user with MFA on sends a fresh code (X-MFA-Code) with each sensitive action. */

const withCode = (code?: string): Record<string, string> => (code ? { 'x-mfa-code': code } : {});

const setLevels = (token: string, userId: string, code?: string) =>
  api('/organizations/settings/approval-levels', {
    method: 'PATCH',
    token,
    body: { levels: [{ level: 1, userId }] },
    headers: withCode(code),
  });

const levels = async (token: string) =>
  (await api('/organizations/settings', { token })).body.data.approvalLevels as { userId: string }[];

const approve = (token: string, run: { id: string; version: number }, code?: string) =>
  api(`/payroll/${run.id}/approve`, {
    method: 'PATCH',
    token,
    body: { version: run.version },
    headers: withCode(code),
  });

const runStatus = async (token: string, id: string) =>
  (await api(`/payroll/${id}`, { token })).body.data.status as string;

describe(
  '[ACCOUNT] step-up: a fresh code before sensitive actions (issue 33 B1)',
  { timeout: 120_000 },
  () => {
    it('approval levels: missing → MFA_REQUIRED, wrong → MFA_INVALID, valid → 200, reused → MFA_INVALID', async () => {
      const s = await employerWithMfa();
      const missing = await setLevels(s.token, s.user.id);
      expect([missing.status, missing.body.code]).toEqual([403, 'MFA_REQUIRED']);
      const wrong = await setLevels(s.token, s.user.id, '123456');
      expect([wrong.status, wrong.body.code]).toEqual([403, 'MFA_INVALID']);
      expect(await levels(s.token)).toEqual([]); // nothing changed on refusal

      const code = codeNow(s.secret);
      expect((await setLevels(s.token, s.user.id, code)).status).toBe(200);
      expect((await levels(s.token)).map((l) => l.userId)).toEqual([s.user.id]);
      const reused = await api('/organizations/settings/approval-levels', {
        method: 'PATCH',
        token: s.token,
        body: { levels: [] },
        headers: withCode(code),
      });
      expect([reused.status, reused.body.code]).toEqual([403, 'MFA_INVALID']);
      expect(await levels(s.token)).toHaveLength(1);
    });

    it('payroll approve: refused without a fresh code (the run is not approved); a valid code passes the guard', async () => {
      const s = await employerWithMfa();
      await insertEmployee(s.organization.id);
      const run = await computeRun(s.token, (await createRun(s.token, { period: '2026-11' })).id);
      const before = await runStatus(s.token, run.id);

      const missing = await approve(s.token, run);
      expect([missing.status, missing.body.code]).toEqual([403, 'MFA_REQUIRED']);
      const wrong = await approve(s.token, run, '999999');
      expect([wrong.status, wrong.body.code]).toEqual([403, 'MFA_INVALID']);
      expect(await runStatus(s.token, run.id)).toBe(before);

      const code = codeNow(s.secret);
      const approved = await approve(s.token, run, code);
      expect(approved.status, JSON.stringify(approved.body)).not.toBe(403);
      // the code that approved (or was spent on) this call cannot be replayed for another
      const replayed = await approve(s.token, run, code);
      expect([replayed.status, replayed.body.code]).toEqual([403, 'MFA_INVALID']);
    });

    it('retry-failed: missing → MFA_REQUIRED; a valid code reaches the action (409: nothing to retry)', async () => {
      const s = await employerWithMfa();
      await insertEmployee(s.organization.id);
      const run = await computeRun(s.token, (await createRun(s.token, { period: '2026-11' })).id);
      const retry = (code?: string) =>
        api(`/payroll/${run.id}/retry-failed`, { method: 'POST', token: s.token, headers: withCode(code) });
      const missing = await retry();
      expect([missing.status, missing.body.code]).toEqual([403, 'MFA_REQUIRED']);
      const reached = await retry(codeNow(s.secret));
      expect(reached.status).toBe(409);
      nextStep();
      expect((await retry(codeNow(s.secret))).status).toBe(409);
    });

    it('users without MFA are not asked for a code', async () => {
      const s = await employerSession();
      expect((await setLevels(s.token, s.user.id)).status).toBe(200);
    });
  },
);
