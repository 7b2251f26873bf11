import { describe, expect, it } from 'vitest';
import { DEMO_LAPSED_EMAIL } from '@/server/seed/demo-billing';
import {
  DEMO_CONSULTANT_EMAIL,
  DEMO_EMPLOYER_EMAIL,
  DEMO_EXPIRED_EMAIL,
  DEMO_PASSWORD,
} from '@/server/seed/demo';
import { api } from '../helpers/app';
import { ensureDemoSeeded } from '../helpers/demo';
import { signIn } from '../helpers/accounts';

describe('[BILLING] demo seed', () => {
  it('seeds a paid employer, a lapsed one that can renew from its wallet, and a consultant with real client figures', async () => {
    await ensureDemoSeeded();

    const demo = await signIn(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    const sub = (await api('/billings/subscription', { token: demo.token })).body.data;
    // Enterprise: the only plan with every module Demo Foods uses (leave, shifts, hiring, comms; README).
    expect(sub).toMatchObject({ status: 'active', plan: 'enterprise', cycle: 'monthly' });
    for (const path of ['/leaves/leave-types', '/shifts/locations', '/jobs', '/comms'])
      expect((await api(path, { token: demo.token })).status, path).toBe(200);
    const payments = (await api('/billings/subscription/payments', { token: demo.token })).body.data;
    expect(payments).toHaveLength(2);
    expect(payments[0].employeesBilled).toBeGreaterThan(50);

    const expired = await signIn(DEMO_EXPIRED_EMAIL, DEMO_PASSWORD);
    expect((await api('/billings/subscription', { token: expired.token })).body.data.status).toBe('expired');
    const lapsed = await signIn(DEMO_LAPSED_EMAIL, DEMO_PASSWORD);
    expect((await api('/billings/subscription', { token: lapsed.token })).body.data.status).toBe('expired');
    const renewed = await api('/billings/subscription/renew', {
      method: 'POST',
      token: lapsed.token,
      body: { planId: 'starter', cycle: 'monthly' },
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.data.status).toBe('active');

    const consultant = await signIn(DEMO_CONSULTANT_EMAIL, DEMO_PASSWORD);
    const stats = (await api('/consultants/stats', { token: consultant.token })).body.data;
    expect(stats).toMatchObject({ clients: 2, employees: 20 });
    expect(stats.monthlyGross[0].currency).toBe('NGN');
    expect(stats.monthlyGross[0].amount).toBeGreaterThan(0);
    // each client has a paid September and October, run by the consultant
    const clients = (await api('/consultants/organizations', { token: consultant.token })).body.data as {
      name: string;
      lastPayroll: { period: string; status: string } | null;
    }[];
    expect(clients.map((c) => [c.name, c.lastPayroll?.period, c.lastPayroll?.status]).sort()).toEqual([
      ['Abuja Clinics Ltd', '2026-10', 'paid'],
      ['Lagos Logistics Ltd', '2026-10', 'paid'],
    ]);
    const summary = await api('/consultants/analytics/payroll-distribution-summary?from=2026-09&to=2026-10', {
      token: consultant.token,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const months = summary.body.data.rows as {
      organization: { name: string };
      month: string;
      net: number | null;
    }[];
    expect(months.map((r) => `${r.organization.name} ${r.month}`).sort()).toEqual([
      'Abuja Clinics Ltd 2026-09',
      'Abuja Clinics Ltd 2026-10',
      'Lagos Logistics Ltd 2026-09',
      'Lagos Logistics Ltd 2026-10',
    ]);
    expect(months.every((r) => (r.net ?? 0) > 0)).toBe(true);
  });
});
