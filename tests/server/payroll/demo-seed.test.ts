import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '@/server/seed/demo';
import { api } from '../helpers/app';
import { ensureDemoSeeded } from '../helpers/demo';
import { signIn } from '../helpers/accounts';

describe('[PAYROLL] demo seed', () => {
  it('gives Demo Foods an approved October 2026 run, so November has a past', async () => {
    await ensureDemoSeeded();
    const s = await signIn(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    const list = await api('/payroll', { token: s.token });
    expect(list.body.data).toHaveLength(1);
    const october = list.body.data[0];
    expect(october).toMatchObject({
      period: '2026-10',
      status: 'paid',
      runType: 'regular',
      fxRates: { USD: 1520 },
    });
    expect(october.employeeCount).toBeGreaterThan(50);
    expect(Object.keys(october.totals)).toEqual(expect.arrayContaining(['NGN', 'USD']));

    const init = await api('/payroll/get-init-data', {
      method: 'POST',
      token: s.token,
      body: { period: '2026-11' },
    });
    expect(init.body.data.lastApproved).toMatchObject({ id: october.id, period: '2026-10' });
    const november = await api('/payroll/create', {
      method: 'POST',
      token: s.token,
      body: { name: 'November 2026', period: '2026-11', payDate: '2026-11-30', fxRates: { USD: 1550 } },
    });
    expect(november.status, JSON.stringify(november.body)).toBe(201);
    await api('/payroll/compute', {
      method: 'POST',
      token: s.token,
      body: { payrollId: november.body.data.id },
    });
    const detail = await api(`/payroll/${november.body.data.id}`, { token: s.token });
    expect(detail.body.data.variance.previousRunId).toBe(october.id);
    const stats = await api('/payroll/stats-card', { token: s.token });
    expect(stats.body.data).toMatchObject({
      lastRun: { period: '2026-11' },
      previousRun: { id: october.id },
      awaitingApproval: 1,
    });
    expect(stats.body.data.currencies.NGN.previous.gross).toBe(october.totals.NGN.gross);
  }, 240_000); // the whole demo (60 employees, hashed passwords) on a shared machine
});
