import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJobs } from '../jobs/harness';
import { api, clock } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import {
  EWA,
  eligibleEmployee,
  fundedEmployer,
  pinClockToThe12th,
  saveSettings,
  settings,
  teamAdmin,
} from './fixtures';

beforeAll(async () => {
  pinClockToThe12th();
  await getJobs();
});
afterAll(() => clock.reset());

describe('EWA settings', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    const s = await employerSession();
    const first = await api(`${EWA}/settings`, { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      enabled: false,
      maxSharePercent: 50,
      minAmount: 0,
      maxAmount: 0,
      maxPerMonth: 1,
      fee: { type: 'flat', value: 0, paidBy: 'employee' },
      cutoffDays: 3,
    });
    const saved = await saveSettings(s.token, {
      maxSharePercent: 40,
      minAmount: 500_000,
      maxAmount: 5_000_000,
      fee: { type: 'percentage', value: 2.5, paidBy: 'employer' },
    });
    expect(saved).toMatchObject({
      enabled: true,
      maxSharePercent: 40,
      fee: { type: 'percentage', value: 2.5, paidBy: 'employer' },
    });
    expect((await api(`${EWA}/settings`, { token: s.token })).body.data).toEqual(saved);
  });

  it('refuses bad values with localised field errors and changes nothing', async () => {
    const s = await employerSession();
    await saveSettings(s.token, { maxSharePercent: 30 });
    const bad = await api(`${EWA}/settings`, {
      method: 'PUT',
      token: s.token,
      body: settings({
        maxSharePercent: 0,
        minAmount: 10_000,
        maxAmount: 5_000,
        fee: { type: 'percentage', value: 150, paidBy: 'nobody' },
        cutoffDays: 1.5,
      }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['cutoffDays', 'fee.paidBy', 'maxSharePercent'].sort(),
    );
    expect(bad.body.errors.maxSharePercent[0]).toMatch(/1 to 100/);
    // the object-level rules (max below min, percentage above 100) once the fields themselves are valid
    const rules = await api(`${EWA}/settings`, {
      method: 'PUT',
      token: s.token,
      body: settings({
        minAmount: 10_000,
        maxAmount: 5_000,
        fee: { type: 'percentage', value: 150, paidBy: 'employee' },
      }),
    });
    expect(rules.status).toBe(422);
    expect(Object.keys(rules.body.errors).sort()).toEqual(['fee.value', 'maxAmount']);
    const zh = await api(`${EWA}/settings`, {
      method: 'PUT',
      token: s.token,
      body: settings({ maxPerMonth: 0 }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.errors.maxPerMonth[0]).toBe('请输入 1 到 31 之间的整数。');
    expect((await api(`${EWA}/settings`, { token: s.token })).body.data.maxSharePercent).toBe(30);
  });

  it('needs the employees permission to read and settings to save; each organisation has its own', async () => {
    const s = await employerSession();
    const reader = await teamAdmin(s.organization.id, ['employees']);
    expect((await api(`${EWA}/settings`, { token: reader.token })).status).toBe(200);
    const put = await api(`${EWA}/settings`, { method: 'PUT', token: reader.token, body: settings() });
    expect(put.status).toBe(403);
    expect(put.body.message).toMatch(/settings/i);
    const nobody = await teamAdmin(s.organization.id, ['leave']);
    expect((await api(`${EWA}/settings`, { token: nobody.token })).status).toBe(403);
    const settingsAdmin = await teamAdmin(s.organization.id, ['settings']);
    expect(
      (
        await api(`${EWA}/settings`, {
          method: 'PUT',
          token: settingsAdmin.token,
          body: settings({ maxSharePercent: 20 }),
        })
      ).status,
    ).toBe(200);
    const other = await employerSession();
    expect((await api(`${EWA}/settings`, { token: other.token })).body.data.maxSharePercent).toBe(50);
  });
});

describe('EWA no-access', () => {
  it('lists who cannot draw, with the reason, paged and searchable', async () => {
    const { token, orgId } = await fundedEmployer(0);
    const ok = await eligibleEmployee(orgId, { lastName: 'Able' });
    const separated = await eligibleEmployee(orgId, {
      lastName: 'Gone',
      status: 'separated',
      separatedAt: '2025-06-30',
    });
    const suspended = await eligibleEmployee(orgId, { lastName: 'Paused', status: 'suspended' });
    const offPayroll = await eligibleEmployee(orgId, { lastName: 'Contractor', payrollEnabled: false });
    const { insertEmployee } = await import('../payroll/fixtures');
    const noBank = await insertEmployee(orgId, { lastName: 'Unbanked' });
    const res = await api(`${EWA}/no-access?perPage=2`, { token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ page: 1, perPage: 2, total: 4, totalPages: 2 });
    const page2 = await api(`${EWA}/no-access?perPage=2&page=2`, { token });
    const all = [...res.body.data, ...page2.body.data];
    const reasons = Object.fromEntries(
      all.map((r: { employeeId: string; reason: string }) => [r.employeeId, r.reason]),
    );
    expect(reasons).toEqual({
      [separated.id]: 'separated',
      [suspended.id]: 'suspended',
      [offPayroll.id]: 'not_eligible',
      [noBank.id]: 'no_verified_bank_account',
    });
    expect(reasons[ok.id]).toBeUndefined();
    const searched = await api(`${EWA}/no-access?search=Unbank`, { token });
    expect(searched.body.data.map((r: { employeeId: string }) => r.employeeId)).toEqual([noBank.id]);
    const other = await employerSession();
    expect((await api(`${EWA}/no-access`, { token: other.token })).body.meta.total).toBe(0);
  });
});
