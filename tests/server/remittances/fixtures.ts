import { expect } from 'vitest';
import { api } from '../helpers/app';
import { computeRun, createRun, insertEmployee } from '../payroll/fixtures';

export { insertEmployee, teamAdmin } from '../payroll/fixtures';

/** A Nigerian run of three employees (two PFAs, two states, one NHF contributor), computed and approved. */
export async function approvedRun(token: string, organizationId: string, period = '2026-11') {
  const a = await insertEmployee(organizationId, {
    firstName: 'Ada',
    pfa: 'Stanbic IBTC Pension',
    rsaPin: 'PEN100000000001',
    taxId: '12345678-0001',
    stateOfResidence: 'Lagos',
    nhfEnabled: true,
    nhfNumber: 'NHF000123456',
  });
  const b = await insertEmployee(organizationId, {
    firstName: 'Bayo',
    pfa: 'ARM Pension',
    rsaPin: 'PEN100000000002',
    taxId: '12345678-0002',
    stateOfResidence: 'Ogun',
    basic: 60_000_000,
  });
  const c = await insertEmployee(organizationId, {
    firstName: 'Chioma',
    pfa: 'Stanbic IBTC Pension',
    rsaPin: 'PEN100000000003',
    stateOfResidence: 'Lagos',
    basic: 45_000_000,
  });
  const run = await createRun(token, { period, payDate: `${period}-27` });
  const computed = await computeRun(token, run.id);
  const res = await api(`/payroll/${run.id}/approve`, {
    method: 'PATCH',
    token,
    body: { version: computed.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { runId: run.id, employees: [a, b, c] };
}

export async function liabilities(token: string, type: string, query = '') {
  const res = await api(`/statutory/${type}/liabilities?perPage=100${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    id: string;
    payee: string;
    payrollId: string;
    amount: number;
    employeeAmount: number;
    employerAmount: number;
    remitted: number;
    outstanding: number;
    status: string;
    dueDate: string;
    employees: number;
  }[];
}
