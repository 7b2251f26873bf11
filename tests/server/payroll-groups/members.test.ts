import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createGroup, groupOf, insertEmployee, teamAdmin } from './fixtures';

describe('[PAYROLL GROUPS] members', () => {
  it('lists a page of members (rows as GET employees), searchable', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const group = await createGroup(s.token, 'Sales');
    const ada = await insertEmployee(orgId, {
      firstName: 'Ada',
      lastName: 'Adeyemi',
      payrollGroupId: group.id,
      basic: 10_000_000,
      housing: 2_000_000,
    });
    await insertEmployee(orgId, { firstName: 'Bola', lastName: 'Bello', payrollGroupId: group.id });
    await insertEmployee(orgId, { firstName: 'Chi', lastName: 'Chukwu', payrollGroupId: group.id });
    await insertEmployee(orgId, { firstName: 'Outside', lastName: 'Anyone' });

    const page = await api(`/payroll-groups/${group.id}/employees?perPage=2`, { token: s.token });
    expect(page.status).toBe(200);
    expect(page.body.meta).toEqual({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    expect(page.body.data[0]).toMatchObject({
      id: ada.id,
      firstName: 'Ada',
      payrollGroup: { id: group.id, name: 'Sales' },
      monthlyGross: 12_000_000,
    });
    const second = await api(`/payroll-groups/${group.id}/employees?perPage=2&page=2`, { token: s.token });
    expect(second.body.data.map((e: { lastName: string }) => e.lastName)).toEqual(['Chukwu']);
    const searched = await api(`/payroll-groups/${group.id}/employees?search=bello`, { token: s.token });
    expect(searched.body.data.map((e: { firstName: string }) => e.firstName)).toEqual(['Bola']);
  });

  it('moves employees in, also from another group, and validates the body', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const a = await createGroup(s.token, 'A');
    const b = await createGroup(s.token, 'B');
    const loose = await insertEmployee(orgId);
    const inB = await insertEmployee(orgId, { payrollGroupId: b.id });
    const inA = await insertEmployee(orgId, { payrollGroupId: a.id });

    const res = await api(`/payroll-groups/${a.id}/employees`, {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [loose.id, inB.id, inA.id, loose.id] },
    });
    expect(res.status).toBe(200);
    // The one already in A does not count as moved.
    expect(res.body.data).toMatchObject({ changed: 2, group: { id: a.id, employeeCount: 3 } });
    expect(res.body.message).toBe('Employees moved to A: 2.');
    expect(await groupOf([loose.id, inB.id, inA.id])).toEqual({
      [loose.id]: a.id,
      [inB.id]: a.id,
      [inA.id]: a.id,
    });
    expect((await api(`/payroll-groups/${b.id}`, { token: s.token })).body.data.employeeCount).toBe(0);

    const empty = await api(`/payroll-groups/${a.id}/employees`, {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.employeeIds).toBeDefined();
    const bad = await api(`/payroll-groups/${a.id}/employees`, {
      method: 'POST',
      token: s.token,
      body: { employeeIds: ['nope'] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['employeeIds.0']).toBeDefined();
  });

  it('moves nothing when one id is another organisation’s or unknown (404); another tenant’s group is 404', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const group = await createGroup(s.token, 'Mine');
    const mine = await insertEmployee(s.organization.id);
    const theirs = await insertEmployee(other.organization.id);

    const foreign = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [mine.id, theirs.id] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(
      'One or more employees were not found in your organisation. Nothing was changed.',
    );
    expect(await groupOf([mine.id, theirs.id])).toEqual({ [mine.id]: null, [theirs.id]: null });
    const unknown = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [crypto.randomUUID()] },
    });
    expect(unknown.status).toBe(404);

    // The other organisation cannot see, fill or empty this group, even with this group's own members.
    expect((await api(`/payroll-groups/${group.id}/employees`, { token: other.token })).status).toBe(404);
    const intrude = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'POST',
      token: other.token,
      body: { employeeIds: [theirs.id] },
    });
    expect(intrude.status).toBe(404);
    expect(await groupOf([theirs.id])).toEqual({ [theirs.id]: null });
  });

  it('removes members with a body or with ?employeeIds=, all or nothing', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const group = await createGroup(s.token, 'Shrinking');
    const elsewhere = await createGroup(s.token, 'Elsewhere');
    const [e1, e2, e3] = await Promise.all(
      [1, 2, 3].map(() => insertEmployee(orgId, { payrollGroupId: group.id })),
    );
    const stranger = await insertEmployee(orgId, { payrollGroupId: elsewhere.id });

    const body = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'DELETE',
      token: s.token,
      body: { employeeIds: [e1!.id, stranger.id] },
    });
    expect(body.status).toBe(200);
    // Someone in another group is left where they are.
    expect(body.body.data).toMatchObject({ changed: 1, group: { employeeCount: 2 } });
    expect(body.body.message).toBe('Employees removed from Shrinking: 1.');
    expect(await groupOf([e1!.id, stranger.id])).toEqual({ [e1!.id]: null, [stranger.id]: elsewhere.id });

    const failed = await api(
      `/payroll-groups/${group.id}/employees?employeeIds=${e2!.id},${crypto.randomUUID()}`,
      { method: 'DELETE', token: s.token },
    );
    expect(failed.status).toBe(404);
    expect(await groupOf([e2!.id])).toEqual({ [e2!.id]: group.id });

    const query = await api(`/payroll-groups/${group.id}/employees?employeeIds=${e2!.id},%20${e3!.id}`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(query.status).toBe(200);
    expect(query.body.data.changed).toBe(2);
    expect(await groupOf([e2!.id, e3!.id])).toEqual({ [e2!.id]: null, [e3!.id]: null });

    const none = await api(`/payroll-groups/${group.id}/employees`, { method: 'DELETE', token: s.token });
    expect(none.status).toBe(422);
    expect(none.body.errors.employeeIds).toBeDefined();
    const malformed = await api(`/payroll-groups/${group.id}/employees?employeeIds=abc`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors['employeeIds.0']).toBeDefined();
  });

  it('refuses member changes (403) to a team admin without `employees`, who may still list them', async () => {
    const s = await employerSession();
    const group = await createGroup(s.token, 'Guarded');
    const e = await insertEmployee(s.organization.id, { payrollGroupId: group.id });
    const admin = await teamAdmin(s.organization.id, ['payroll.create']);
    expect((await api(`/payroll-groups/${group.id}/employees`, { token: admin.token })).body.meta.total).toBe(
      1,
    );
    const add = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'POST',
      token: admin.token,
      body: { employeeIds: [e.id] },
    });
    expect(add.status).toBe(403);
    const remove = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'DELETE',
      token: admin.token,
      body: { employeeIds: [e.id] },
    });
    expect(remove.status).toBe(403);
    expect(await groupOf([e.id])).toEqual({ [e.id]: group.id });
  });

  it('leaves one audit row per member change (entity payroll-groups) with the group and memberships before, the answer after', async () => {
    const s = await employerSession();
    const orgId = s.organization.id;
    const group = await createGroup(s.token, 'Audited');
    const other = await createGroup(s.token, 'Other');
    const loose = await insertEmployee(orgId);
    const inOther = await insertEmployee(orgId, { payrollGroupId: other.id });
    const inGroup = await insertEmployee(orgId, { payrollGroupId: group.id });
    const { deps } = await getHarness();
    const rows = (action: string) =>
      deps.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.organizationId, orgId), eq(auditLogs.action, action)));

    const add = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [loose.id, inOther.id] },
    });
    expect(add.status).toBe(200);
    const added = await rows('POST /payroll-groups/{group_id}/employees');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ entity: 'payroll-groups', entityId: group.id });
    const before = added[0]!.before as { group: { employeeCount: number }; employees: unknown[] };
    expect(before.group).toMatchObject({ id: group.id, employeeCount: 1 });
    expect(before.employees).toEqual(
      expect.arrayContaining([
        { id: loose.id, payrollGroupId: null },
        { id: inOther.id, payrollGroupId: other.id },
      ]),
    );
    expect(before.employees).toHaveLength(2);
    expect(added[0]!.after).toMatchObject({ changed: 2, group: { id: group.id, employeeCount: 3 } });

    const remove = await api(`/payroll-groups/${group.id}/employees?employeeIds=${inGroup.id}`, {
      method: 'DELETE',
      token: s.token,
    });
    expect(remove.status).toBe(200);
    const removed = await rows('DELETE /payroll-groups/{group_id}/employees');
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      entity: 'payroll-groups',
      before: { group: { employeeCount: 3 }, employees: [{ id: inGroup.id, payrollGroupId: group.id }] },
      after: { changed: 1, group: { employeeCount: 2 } },
    });

    // A refused change (one unknown id) moves nobody and leaves no row.
    const refused = await api(`/payroll-groups/${group.id}/employees`, {
      method: 'POST',
      token: s.token,
      body: { employeeIds: [inGroup.id, crypto.randomUUID()] },
    });
    expect(refused.status).toBe(404);
    expect(await rows('POST /payroll-groups/{group_id}/employees')).toHaveLength(1);
  });
});
