import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees } from '@/server/db/schema';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { insertEmployee as insertPayrollEmployee } from '../payroll/fixtures';
import { nuban } from '../payouts/fixtures';

export { createRun, computeRun, allRows, insertAddon, teamAdmin } from '../payroll/fixtures';

/**
 * The EWA tests need a fixed place in the month (the cap counts working days, the cut-off is days before
 * payday): the clock is moved FORWARD (sessions stay valid) to 10:00 in Lagos on the 12th of this month, or of
 * the next when the 12th has passed. Returns that day.
 */
export function pinClockToThe12th() {
  const now = new Date();
  let y = now.getUTCFullYear();
  let m = now.getUTCMonth();
  if (now.getUTCDate() >= 12) m += 1;
  if (m === 12) {
    m = 0;
    y += 1;
  }
  const target = Date.UTC(y, m, 12, 9, 0, 0);
  clock.offsetMs = target - Date.now();
  return new Date(target).toISOString().slice(0, 10);
}

/** Monday–Friday days from the 1st to `day` of the month of `iso` (inclusive), and in the whole month. */
export function workingDays(iso: string) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  let elapsed = 0;
  let total = 0;
  for (let day = 1; day <= last; day++) {
    const w = new Date(Date.UTC(y, m - 1, day)).getUTCDay();
    if (w === 0 || w === 6) continue;
    total += 1;
    if (day <= d) elapsed += 1;
  }
  return { elapsed, total };
}

/**
 * An employee on payroll, marked eligible for earned wage access, with a verified bank account (500,000 NGN a
 * month). `closedAccount`: the sandbox bank refuses transfers to it ("Account closed").
 */
export async function eligibleEmployee(
  organizationId: string,
  o: Parameters<typeof insertPayrollEmployee>[1] & { closedAccount?: boolean } = {},
) {
  const { closedAccount, ...input } = o;
  const e = await insertPayrollEmployee(organizationId, {
    bankCode: '044',
    accountNumber: nuban('044', Boolean(closedAccount)),
    ewaEligible: true,
    ...input,
  });
  const { deps } = await getHarness();
  await deps.db
    .update(employees)
    .set({ bankVerifiedAt: new Date(), bankName: 'GTBank' })
    .where(eq(employees.id, e.id));
  return e;
}

export async function fundedEmployer(amount = 100_000_000) {
  const s = await employerSession();
  const wallet = (await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} }))
    .body.data;
  if (amount > 0) {
    const funded = await api(`/wallets/${wallet.id}/simulate-funding`, {
      method: 'POST',
      token: s.token,
      body: { amount },
    });
    expect(funded.status, JSON.stringify(funded.body)).toBeLessThan(300);
  }
  return { s, token: s.token, orgId: s.organization.id as string, wallet: wallet as { id: string } };
}

export async function balance(token: string, walletId: string) {
  const res = await api('/organizations/wallets', { token });
  return (res.body.data as { id: string; balance: number }[]).find((w) => w.id === walletId)!.balance;
}

export const EWA = '/employees/benefits/earned-wage-access';

export const settings = (o: Record<string, unknown> = {}) => ({
  enabled: true,
  maxSharePercent: 50,
  minAmount: 0,
  maxAmount: 0,
  maxPerMonth: 3,
  fee: { type: 'flat', value: 0, paidBy: 'employee' },
  cutoffDays: 3,
  ...o,
});

export async function saveSettings(token: string, o: Record<string, unknown> = {}) {
  const res = await api(`${EWA}/settings`, { method: 'PUT', token, body: settings(o) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function grant(token: string, employeeId: string, amount: number, key?: string) {
  return api(EWA, {
    method: 'POST',
    token,
    body: { employeeId, amount },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export async function cap(token: string, employeeId: string) {
  const res = await api(`${EWA}/cap?employeeId=${employeeId}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    cap: number;
    monthlyNet: number;
    month: string;
    earnedToDate: number;
    available: number;
    takenThisMonth: number;
    workingDaysElapsed: number;
    workingDaysInMonth: number;
    blockedReason: string | null;
  };
}
