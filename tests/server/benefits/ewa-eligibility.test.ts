import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJobs } from '../jobs/harness';
import { api, clock } from '../helpers/app';
import {
  EWA,
  balance,
  cap,
  eligibleEmployee,
  fundedEmployer,
  grant,
  pinClockToThe12th,
  saveSettings,
} from './fixtures';

beforeAll(async () => {
  pinClockToThe12th();
  await getJobs();
});
afterAll(() => clock.reset());

type NoAccessRow = { employeeId: string; name: string; reason: string };

describe('[BENEFITS] "Eligible for earned wage access" unticked', () => {
  it('refuses the advance with 422 "not eligible", pays nothing, lists them in no-access and caps them at 0', async () => {
    const { token, orgId, wallet } = await fundedEmployer();
    await saveSettings(token);
    // on payroll, paid, with a verified bank account: only the flag stands in the way
    const unticked = await eligibleEmployee(orgId, { ewaEligible: false, firstName: 'Unticked' });
    const ticked = await eligibleEmployee(orgId, { ewaEligible: true, firstName: 'Ticked' });
    const before = await balance(token, wallet.id);

    const refused = await grant(token, unticked.id, 100_000);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.errors.employeeId[0]).toMatch(/not eligible for earned wage access/);
    expect(refused.body.errors.employeeId[0]).toMatch(/not marked eligible/);
    expect(await balance(token, wallet.id)).toBe(before);
    expect((await api(`${EWA}?employeeId=${unticked.id}`, { token })).body.meta.total).toBe(0);

    const c = await cap(token, unticked.id);
    expect(c.cap).toBe(0);
    expect(c.blockedReason).toBe('not_eligible');

    const noAccess = (await api(`${EWA}/no-access?perPage=100`, { token })).body.data as NoAccessRow[];
    expect(noAccess.find((r) => r.employeeId === unticked.id)?.reason).toBe('not_eligible');
    expect(noAccess.some((r) => r.employeeId === ticked.id)).toBe(false);

    // the same employee once ticked may draw
    expect((await cap(token, ticked.id)).blockedReason).toBeNull();
    expect((await grant(token, ticked.id, 100_000)).status).toBe(201);
  });

  it('says "not eligible" in Chinese too', async () => {
    const { token, orgId } = await fundedEmployer();
    await saveSettings(token);
    const unticked = await eligibleEmployee(orgId, { ewaEligible: false });
    const zh = await api(EWA, {
      method: 'POST',
      token,
      body: { employeeId: unticked.id, amount: 100_000 },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.errors.employeeId[0]).toMatch(/不符合工资预支条件/);
  });
});
