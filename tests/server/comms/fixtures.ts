import { expect } from 'vitest';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { api, getHarness, latestMail } from '../helpers/app';
import { drain } from '../jobs/harness';
import { createDepartment, insertEmployee, teamAdmin, uniqueName } from '../departments/fixtures';

export { createDepartment, insertEmployee, teamAdmin, uniqueName };

const DAY = 86_400_000;

/** The organisation's trial ended yesterday: guarded writes answer 402 and public links are unavailable. */
export async function expireSubscription(organizationId: string) {
  const { deps } = await getHarness();
  await updateSubscription(deps.db, organizationId, { trialEndsAt: new Date(Date.now() - DAY) });
}

export type PollBody = {
  question?: string;
  options?: string[];
  multiple?: boolean;
  anonymous?: boolean;
  sharedLink?: boolean;
  closesAt?: string | null;
  audience?: { departmentIds?: string[]; payrollGroupIds?: string[] };
};

export async function createPoll(token: string, body: PollBody = {}) {
  const res = await api('/comms', {
    method: 'POST',
    token,
    body: {
      type: 'poll',
      question: 'Where should the end-of-year party be?',
      options: ['Lagos', 'Abuja', 'Online'],
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; recipients: number; sharedToken: string | null; status: string };
}

/** The personal poll token mailed to `email` (from the outbox, once the queued mail jobs have run). */
export async function pollTokenFor(email: string) {
  await drain();
  const mail = await latestMail(email);
  const token = mail ? /\/polls\/([\w-]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no poll link mailed to ${email}`);
  return token;
}

export const optionIds = async (token: string) =>
  ((await api(`/comms/poll/public/${token}`)).body.data.options as { id: string; label: string }[]).map(
    (o) => o.id,
  );

/** A department with `n` employees in it; answers the department and the employees. */
export async function departmentWith(
  session: { token: string; organization: { id: string } },
  name: string,
  n: number,
) {
  const dept = await createDepartment(session.token, uniqueName(name));
  const people = [];
  for (let i = 0; i < n; i++)
    people.push(await insertEmployee(session.organization.id, { departmentId: dept.id }));
  return { dept, people };
}
