import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { api, getHarness, latestMail, uniqueEmail } from '../helpers/app';
import { employerSession, signIn } from '../helpers/accounts';
import { drain } from '../jobs/harness';
import { computeRun, createRun, insertEmployee } from './fixtures';

/** Issue 29 §3: approval levels name only people who may approve, and each is told when their level comes. */

const PERIOD = '2026-11';

/** A signed-in team admin with a name of their own (the 422 must name them). */
async function namedAdmin(organizationId: string, firstName: string, permissions: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, {
    email: uniqueEmail(firstName.toLowerCase()),
    firstName,
    lastName: 'Lawal',
  });
  await insertUserRole(deps.db, { userId: user.id, name: 'team_admin', organizationId, permissions });
  return {
    ...(await signIn(user.email, password)),
    userId: user.id,
    email: user.email,
    name: `${firstName} Lawal`,
  };
}

const setLevels = (token: string, userIds: string[]) =>
  api('/organizations/settings/approval-levels', {
    method: 'PATCH',
    token,
    body: { levels: userIds.map((userId, i) => ({ level: i + 1, userId })) },
  });

const approve = (token: string, run: { id: string; version: number }) =>
  api(`/payroll/${run.id}/approve`, { method: 'PATCH', token, body: { version: run.version } });

type Task = { type: string; count: number };
const approvalTasks = async (token: string) =>
  ((await api('/dashboard/tasks', { token })).body.data as Task[]).filter(
    (t) => t.type === 'payrollAwaitingApproval',
  );

describe('[PAYROLL] approval levels name only approvers (issue 29 §3)', { timeout: 120_000 }, () => {
  it('a level naming someone without payroll.approve → 422 naming them; holders and the employer are accepted', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const hr = await namedAdmin(org, 'Kemi', ['employees', 'payroll.create']);
    const approver = await namedAdmin(org, 'Tunde', ['payroll.approve']);

    const refused = await setLevels(s.token, [approver.userId, hr.userId]);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.message).toContain('Kemi Lawal');
    expect(refused.body.errors['levels.1.userId'][0]).toContain('Kemi Lawal');
    const zh = await api('/organizations/settings/approval-levels', {
      method: 'PATCH',
      token: s.token,
      body: { levels: [{ level: 1, userId: hr.userId }] },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.status).toBe(422);
    expect(zh.body.message).toContain('Kemi Lawal');
    // the bulk settings update applies the same rule
    const bulk = await api('/organizations/settings/update', {
      method: 'PUT',
      token: s.token,
      body: { approvalLevels: [{ level: 1, userId: hr.userId }] },
    });
    expect(bulk.status).toBe(422);
    expect((await api('/organizations/settings', { token: s.token })).body.data.approvalLevels).toEqual([]);

    const saved = await setLevels(s.token, [approver.userId, s.user.id]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.approvalLevels.map((l: { userId: string }) => l.userId)).toEqual([
      approver.userId,
      s.user.id,
    ]);
  });

  it('payroll.approve cannot be taken from a named approver, nor the approver removed, until the levels name someone else', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    const approver = await namedAdmin(org, 'Bola', ['payroll.approve', 'employees']);
    expect((await setLevels(s.token, [approver.userId])).status).toBe(200);

    const taken = await api(`/organizations/admins/${approver.userId}`, {
      method: 'PATCH',
      token: s.token,
      body: { permissions: ['employees'] },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('Bola Lawal');
    expect(taken.body.message).toContain('1');
    const removed = await api(`/organizations/admins/${approver.userId}`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(removed.status).toBe(409);
    const team = await api('/organizations/admins', { token: s.token });
    expect(
      team.body.data.members.find((m: { userId: string }) => m.userId === approver.userId).permissions,
    ).toEqual(['payroll.approve', 'employees']);
    // other permissions may still change
    const other = await api(`/organizations/admins/${approver.userId}`, {
      method: 'PATCH',
      token: s.token,
      body: { permissions: ['payroll.approve'] },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);

    // replaced in the levels, the permission can go
    expect((await setLevels(s.token, [s.user.id])).status).toBe(200);
    const now = await api(`/organizations/admins/${approver.userId}`, {
      method: 'PATCH',
      token: s.token,
      body: { permissions: ['employees'] },
    });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
  });

  it('each level’s approver gets a notification, an e-mail and a dashboard task when their level is reached', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    await insertEmployee(org);
    const first = await namedAdmin(org, 'Ngozi', ['payroll.approve']);
    const second = await namedAdmin(org, 'Musa', ['payroll.approve']);
    expect((await setLevels(s.token, [first.userId, second.userId])).status).toBe(200);
    expect(await approvalTasks(first.token)).toEqual([]);

    const run = await computeRun(s.token, (await createRun(s.token, { period: PERIOD })).id);
    // level 1 reached: its approver only
    const note1 = (await api('/notifications/user', { token: first.token })).body.data;
    expect(note1[0]).toMatchObject({ type: 'payroll' });
    expect(note1[0].title).toContain('waits for your approval');
    expect(note1[0].body).toContain('level 1 of 2');
    const mail1 = await latestMail(first.email);
    expect(mail1?.subject).toContain('waits for your approval');
    expect(mail1?.text).toContain(`/app/payroll/${run.id}`);
    expect(await approvalTasks(first.token)).toEqual([expect.objectContaining({ count: 1 })]);
    expect((await api('/notifications/user', { token: second.token })).body.data).toEqual([]);
    expect(await latestMail(second.email)).toBeUndefined();
    expect(await approvalTasks(second.token)).toEqual([]);
    // the employer is named at no level: no task to act on
    expect(await approvalTasks(s.token)).toEqual([]);

    expect((await approve(first.token, run)).status).toBe(200);
    // level 2 reached: now its approver is told, and the task moves to them
    const note2 = (await api('/notifications/user', { token: second.token })).body.data;
    expect(note2[0].title).toContain('waits for your approval');
    expect(note2[0].body).toContain('level 2 of 2');
    expect((await latestMail(second.email))?.subject).toContain('waits for your approval');
    expect(await approvalTasks(second.token)).toEqual([expect.objectContaining({ count: 1 })]);
    expect(await approvalTasks(first.token)).toEqual([]);
  });

  it('the same user approving a second level answers 403, not 409', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    await insertEmployee(org);
    const first = await namedAdmin(org, 'Ada', ['payroll.approve']);
    expect((await setLevels(s.token, [first.userId, s.user.id])).status).toBe(200);
    const run = await computeRun(s.token, (await createRun(s.token, { period: PERIOD })).id);
    expect((await approve(first.token, run)).status).toBe(200);
    // one person approves one level
    const again = await approve(first.token, run);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('FORBIDDEN');
    // even when the levels are changed to name them at the level now due
    expect((await setLevels(s.token, [s.user.id, first.userId])).status).toBe(200);
    const named = await approve(first.token, run);
    expect(named.status).toBe(403);
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data).toMatchObject({
      status: 'pending_approval',
      approvedLevels: 1,
    });
  });

  it('the run names who it waits for and says when that person cannot approve', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    await insertEmployee(org);
    const approver = await namedAdmin(org, 'Ife', ['payroll.approve']);
    expect((await setLevels(s.token, [approver.userId])).status).toBe(200);
    const run = await computeRun(s.token, (await createRun(s.token, { period: PERIOD })).id);
    expect((await api(`/payroll/${run.id}`, { token: s.token })).body.data.nextApprover).toEqual({
      level: 1,
      userId: approver.userId,
      name: 'Ife Lawal',
      hasPermission: true,
    });
    // a level saved before the rule (or a role changed outside the team screen): the screen must say so
    const { deps } = await getHarness();
    await deps.db
      .update(userRoles)
      .set({ permissions: ['employees'] })
      .where(eq(userRoles.userId, approver.userId));
    const detail = (await api(`/payroll/${run.id}`, { token: s.token })).body.data;
    expect(detail.nextApprover).toMatchObject({ userId: approver.userId, hasPermission: false });
    const list = (await api('/payroll', { token: s.token })).body.data;
    expect(list.find((r: { id: string }) => r.id === run.id).nextApprover.hasPermission).toBe(false);
  });

  it('a level reached whose approver cannot approve tells the run’s creator, not the approver', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    await insertEmployee(org);
    const first = await namedAdmin(org, 'Yemi', ['payroll.approve']);
    const second = await namedAdmin(org, 'Chidi', ['payroll.approve']);
    expect((await setLevels(s.token, [first.userId, second.userId])).status).toBe(200);
    const run = await computeRun(s.token, (await createRun(s.token, { period: PERIOD })).id);
    // a role changed outside the team screen (or a level saved before the rule)
    const { deps } = await getHarness();
    await deps.db
      .update(userRoles)
      .set({ permissions: ['employees'] })
      .where(eq(userRoles.userId, second.userId));
    expect((await approve(first.token, run)).status).toBe(200);
    const toCreator = (await api('/notifications/user', { token: s.token })).body.data;
    expect(toCreator[0].title).toContain('cannot be approved');
    expect(toCreator[0].body).toContain('Chidi Lawal');
    expect((await latestMail(s.user.email))?.subject).toContain('cannot be approved');
    expect(
      (await api('/notifications/user', { token: second.token })).body.data.map(
        (n: { title: string }) => n.title,
      ),
    ).not.toContainEqual(expect.stringContaining('waits for your approval'));
  });

  it('levels changed while a run waits: the person newly named for its current level is told; nobody else again', async () => {
    const s = await employerSession();
    const org = s.organization.id;
    await insertEmployee(org);
    const first = await namedAdmin(org, 'Bisi', ['payroll.approve']);
    const second = await namedAdmin(org, 'Dapo', ['payroll.approve']);
    const standIn = await namedAdmin(org, 'Efe', ['payroll.approve']);
    expect((await setLevels(s.token, [first.userId, second.userId])).status).toBe(200);
    const run = await computeRun(s.token, (await createRun(s.token, { period: PERIOD })).id);
    expect((await approve(first.token, run)).status).toBe(200);
    await drain();
    const waitsFor = async (token: string) =>
      ((await api('/notifications/user', { token })).body.data as { title: string }[]).filter((n) =>
        n.title.includes('waits for your approval'),
      ).length;
    expect(await waitsFor(second.token)).toBe(1);
    expect(await waitsFor(first.token)).toBe(1); // told when the run reached level 1
    // level 2 now names Efe: Efe is told; Dapo and Bisi hear nothing more
    expect((await setLevels(s.token, [first.userId, standIn.userId])).status).toBe(200);
    await drain();
    expect(await waitsFor(standIn.token)).toBe(1);
    expect((await latestMail(standIn.email))?.subject).toContain('waits for your approval');
    expect(await waitsFor(second.token)).toBe(1);
    expect(await waitsFor(first.token)).toBe(1);
    // saving the same levels again tells nobody
    expect((await setLevels(s.token, [first.userId, standIn.userId])).status).toBe(200);
    await drain();
    expect(await waitsFor(standIn.token)).toBe(1);
  });
});
