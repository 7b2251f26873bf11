import { expect } from 'vitest';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { employees } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';

export async function insertEmployee(organizationId: string) {
  const { deps } = await getHarness();
  const tag = crypto.randomUUID().slice(0, 8);
  const values = employeeInputSchema.parse({
    staffId: `C-${tag}`,
    firstName: 'Ngozi',
    lastName: `Adeyemi ${tag}`,
    email: `ngozi-${tag}@example.test`,
    startDate: '2025-01-06',
    payCurrency: 'NGN',
    basic: 30_000_000,
    housing: 15_000_000,
    transport: 5_000_000,
  });
  const [row] = await deps.db.insert(employees).values(toEmployeeInsert(organizationId, values)).returning();
  return row!;
}

/** A signed-in team admin holding `permissions`, with their email. */
export async function teamAdmin(organizationId: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('approver') });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return { ...(await signIn(user.email, password)), userId: user.id, email: user.email, password };
}

export async function chatOutbox(email: string) {
  const res = await api(`/dev/chat-outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.data as { link: string; text: string }[];
}

export const tokenOf = (link: string, page: 'create-pin' | 'authorise') =>
  new RegExp(`/${page}/([\\w-]+)$`).exec(link)![1]!;

/** Gives the signed-in user a PIN through the chat link, as the screens do. */
export async function setPin(token: string, email: string, pin: string) {
  expect((await api('/account/chat-link', { method: 'POST', token })).status).toBe(200);
  const [msg] = await chatOutbox(email);
  const res = await api(`/bot/account/create-pin/${tokenOf(msg!.link, 'create-pin')}`, {
    method: 'POST',
    body: { pin },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function computedRun(token: string, period = '2026-11') {
  const created = await api('/payroll/create', {
    method: 'POST',
    token,
    body: { name: `Payroll ${period}`, period, payDate: `${period}-27` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const computed = await api('/payroll/compute', {
    method: 'POST',
    token,
    body: { payrollId: created.body.data.id },
  });
  expect(computed.status, JSON.stringify(computed.body)).toBe(200);
  return computed.body.data as {
    id: string;
    version: number;
    status: string;
    totals: Record<string, { net: number }>;
  };
}
