import { expect } from 'vitest';
import { api } from '../helpers/app';
import { fundedEmployer, nuban } from '../payouts/fixtures';
import { computeRun, createRun, insertEmployee } from './fixtures';

export const PERIOD = '2026-11';

/** An employer with `n` verified-bank employees (the last `closed` of them on a 0000 account), a computed run. */
export async function runToPay({
  n = 3,
  closed = 1,
  funds = 100_000_000_00,
  usd = 0,
}: { n?: number; closed?: number; funds?: number; usd?: number } = {}) {
  const s = await fundedEmployer(usd ? { NGN: funds, USD: usd } : { NGN: funds });
  const people = [];
  for (let i = 0; i < n; i++) {
    const bad = i >= n - closed;
    people.push(
      await insertEmployee(s.organization.id, {
        firstName: bad ? 'Closed' : `Paid${i}`,
        bankCode: '044',
        accountNumber: nuban('044', bad),
      }),
    );
  }
  if (usd)
    people.push(
      await insertEmployee(s.organization.id, {
        firstName: 'Dollar',
        payCurrency: 'USD',
        basic: 250_000,
        housing: 0,
        transport: 0,
        bankCode: '044',
        accountNumber: nuban('044'),
      }),
    );
  const run = await createRun(s.token, usd ? { period: PERIOD, fxRates: { USD: 1500 } } : { period: PERIOD });
  const computed = await computeRun(s.token, run.id);
  return { s, people, run: computed };
}

export async function approve(token: string, run: { id: string; version: number }, key?: string) {
  return api(`/payroll/${run.id}/approve`, {
    method: 'PATCH',
    token,
    body: { version: run.version },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export async function detail(token: string, runId: string) {
  const res = await api(`/payroll/${runId}?perPage=100`, { token });
  expect(res.status).toBe(200);
  return res.body.data as {
    status: string;
    totals: Record<string, { net: number }>;
    employees: {
      id: string;
      employeeId: string;
      net: number;
      payoutStatus: string | null;
      payoutFailureReason: string | null;
    }[];
  };
}
