import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, comms, commsPollOptions, commsRecipients, outboxMails } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { drain } from '../jobs/harness';
import {
  createPoll,
  departmentWith,
  expireSubscription,
  insertEmployee,
  optionIds,
  pollTokenFor,
  teamAdmin,
} from './fixtures';

describe('[COMMS] create polls and announcements', () => {
  it('creates a poll for one department: one personal link mailed per person, nobody else mailed', async () => {
    const s = await employerSession();
    const { dept, people } = await departmentWith(s, 'Sales', 3);
    const outsider = await insertEmployee(s.organization.id);
    await insertEmployee(s.organization.id, { departmentId: dept.id, status: 'separated' });

    const res = await api('/comms', {
      method: 'POST',
      token: s.token,
      body: {
        type: 'poll',
        question: 'Best day for the town hall?',
        options: ['Monday', 'Friday'],
        audience: { departmentIds: [dept.id] },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Poll sent. Recipients: 3.');
    expect(res.body.data).toMatchObject({
      type: 'poll',
      status: 'open',
      recipients: 3,
      responses: 0,
      responseRate: 0,
      anonymous: false,
      sharedToken: null,
    });

    const tokens = await Promise.all(people.map((p) => pollTokenFor(p.email)));
    expect(new Set(tokens).size).toBe(3);
    const { deps } = await getHarness();
    expect(
      await deps.db.select().from(outboxMails).where(eq(outboxMails.to, outsider.email.toLowerCase())),
    ).toHaveLength(0);
    // Only hashes are stored, and every recipient is marked mailed.
    const rows = await deps.db
      .select()
      .from(commsRecipients)
      .where(eq(commsRecipients.commId, res.body.data.id));
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(tokens).not.toContain(r.tokenHash);
      expect(r.mailedAt).not.toBeNull();
    }
  });

  it('sends an announcement to everyone by default, and lists with filters and search', async () => {
    const s = await employerSession();
    const a = await insertEmployee(s.organization.id);
    await insertEmployee(s.organization.id);
    const ann = await api('/comms', {
      method: 'POST',
      token: s.token,
      body: {
        type: 'announcement',
        title: 'Office closed on Friday',
        message: 'Public holiday: the office is closed.',
      },
    });
    expect(ann.status).toBe(201);
    expect(ann.body.data).toMatchObject({ type: 'announcement', status: 'sent', recipients: 2 });
    const { deps } = await getHarness();
    await drain(); // the mail job queued with the announcement
    const [mail] = await deps.db.select().from(outboxMails).where(eq(outboxMails.to, a.email.toLowerCase()));
    expect(mail!.text).toContain('Public holiday: the office is closed.');

    const poll = await createPoll(s.token, { question: 'Canteen menu?' });
    await api(`/comms/poll/${poll.id}/close`, { method: 'POST', token: s.token });
    await createPoll(s.token, { question: 'Parking?' });

    const all = await api('/comms', { token: s.token });
    expect(all.body.meta).toMatchObject({ total: 3, page: 1, perPage: 20 });
    const open = await api('/comms?status=open', { token: s.token });
    expect(open.body.data.map((c: { question: string }) => c.question)).toEqual(['Parking?']);
    const closed = await api('/comms?status=closed', { token: s.token });
    expect(closed.body.data.map((c: { question: string }) => c.question)).toEqual(['Canteen menu?']);
    const anns = await api('/comms?type=announcement', { token: s.token });
    expect(anns.body.data).toHaveLength(1);
    const search = await api('/comms?search=office', { token: s.token });
    expect(search.body.data.map((c: { title: string }) => c.title)).toEqual(['Office closed on Friday']);
    expect((await api('/comms?status=maybe', { token: s.token })).status).toBe(422);
  });

  it('answers 422 with field errors for bad polls and saves nothing', async () => {
    const s = await employerSession();
    const { deps } = await getHarness();
    const bad = async (body: object) => {
      const res = await api('/comms', {
        method: 'POST',
        token: s.token,
        body: { type: 'poll', question: 'Q?', options: ['A', 'B'], ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };
    expect((await bad({ options: ['Only one'] })).options).toEqual(['A poll needs 2 to 10 options.']);
    expect((await bad({ options: Array.from({ length: 11 }, (_, i) => `O${i}`) })).options).toBeDefined();
    expect((await bad({ options: ['Yes', 'yes'] }))['options.1']).toEqual([
      'This option is already in the list.',
    ]);
    expect((await bad({ options: ['Yes', ' '] }))['options.1']).toBeDefined();
    expect((await bad({ question: '' })).question).toBeDefined();
    expect((await bad({ closesAt: '2020-01-01T00:00:00Z' })).closesAt).toEqual([
      'Choose a closing time in the future.',
    ]);
    expect(
      (await bad({ audience: { departmentIds: ['not-a-uuid'] } }))['audience.departmentIds.0'],
    ).toBeDefined();
    const other = await employerSession();
    const { dept } = await departmentWith(other, 'Foreign', 1);
    expect((await bad({ audience: { departmentIds: [dept.id] } }))['audience.departmentIds']).toBeDefined();
    const ann = await api('/comms', {
      method: 'POST',
      token: s.token,
      body: { type: 'announcement', title: 'Hi' },
    });
    expect(ann.status).toBe(422);
    expect(ann.body.errors.message).toBeDefined();
    expect(
      await deps.db.select().from(comms).where(eq(comms.organizationId, s.organization.id)),
    ).toHaveLength(0);
    expect(
      await deps.db
        .select()
        .from(commsPollOptions)
        .where(eq(commsPollOptions.organizationId, s.organization.id)),
    ).toHaveLength(0);
  });

  it('counts the audience a picker would reach', async () => {
    const s = await employerSession();
    const { dept } = await departmentWith(s, 'Ops', 2);
    await insertEmployee(s.organization.id);
    expect((await api('/comms/audience', { token: s.token })).body.data).toEqual({ recipients: 3 });
    expect((await api(`/comms/audience?departmentIds=${dept.id}`, { token: s.token })).body.data).toEqual({
      recipients: 2,
    });
    expect((await api('/comms/audience?departmentIds=nope', { token: s.token })).status).toBe(422);
  });
});

describe('[COMMS] tenancy, permissions, subscription', () => {
  it("answers 404 for another organisation's poll, on read, close and download", async () => {
    const a = await employerSession();
    const b = await employerSession();
    const poll = await createPoll(a.token);
    expect((await api(`/comms/poll/${poll.id}`, { token: b.token })).status).toBe(404);
    expect((await api(`/comms/poll/${poll.id}/close`, { method: 'POST', token: b.token })).status).toBe(404);
    expect((await api(`/comms/poll/${poll.id}/download`, { token: b.token })).status).toBe(404);
    expect((await api('/comms', { token: b.token })).body.data).toEqual([]);
    expect((await api(`/comms/poll/${poll.id}`, { token: a.token })).status).toBe(200);
  });

  it('needs the comms permission (403) and a session (401)', async () => {
    const s = await employerSession();
    const poll = await createPoll(s.token);
    const outsider = await teamAdmin(s.organization.id, ['employees']);
    expect((await api('/comms', { token: outsider.token })).status).toBe(403);
    expect(
      (
        await api('/comms', {
          method: 'POST',
          token: outsider.token,
          body: { type: 'announcement', title: 'T', message: 'M' },
        })
      ).status,
    ).toBe(403);
    expect((await api(`/comms/poll/${poll.id}`, { token: outsider.token })).status).toBe(403);
    expect(
      (await api(`/comms/poll/${poll.id}/close`, { method: 'POST', token: outsider.token })).status,
    ).toBe(403);
    const commsAdmin = await teamAdmin(s.organization.id, ['comms']);
    expect((await api('/comms', { token: commsAdmin.token })).status).toBe(200);
    expect((await api('/comms')).status).toBe(401);
  });

  it('answers 402 on writes once the subscription has expired; reads stay open; public links say unavailable', async () => {
    const s = await employerSession();
    const person = await insertEmployee(s.organization.id);
    const poll = await createPoll(s.token);
    const token = await pollTokenFor(person.email);
    const [first] = await optionIds(token);
    await expireSubscription(s.organization.id);
    const write = await api('/comms', {
      method: 'POST',
      token: s.token,
      body: { type: 'announcement', title: 'T', message: 'M' },
    });
    expect(write.status).toBe(402);
    expect(write.body.code).toBe('SUBSCRIPTION_EXPIRED');
    expect((await api(`/comms/poll/${poll.id}/close`, { method: 'POST', token: s.token })).status).toBe(402);
    expect((await api('/comms', { token: s.token })).status).toBe(200);
    expect((await api(`/comms/poll/${poll.id}`, { token: s.token })).status).toBe(200);

    const pub = await api(`/comms/poll/public/${token}`);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ status: 'unavailable', question: null, options: [] });
    const submit = await api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [first] } });
    expect(submit.status).toBe(409);
    expect(submit.body.message).toBe('This poll is unavailable.');
  });
});

describe('[COMMS] close and audit', () => {
  it('closes a poll once (409 the second time) and audits it', async () => {
    const s = await employerSession();
    const poll = await createPoll(s.token);
    const res = await api(`/comms/poll/${poll.id}/close`, { method: 'POST', token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('closed');
    expect((await api(`/comms/poll/${poll.id}/close`, { method: 'POST', token: s.token })).status).toBe(409);
    const { deps } = await getHarness();
    const rows = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, s.organization.id),
          eq(auditLogs.action, 'POST /comms/poll/{poll_id}/close'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'comms', entityId: poll.id });
  });
});

describe('[COMMS] OpenAPI', () => {
  it('documents every comms and suggestions route with its access', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<
      string,
      Record<string, { 'x-paygrid': { access: string; permission: string | null; subscription: boolean } }>
    >;
    expect(paths['/api/v1/comms']!.post!['x-paygrid']).toMatchObject({
      access: 'org',
      permission: 'comms',
      subscription: true,
    });
    expect(paths['/api/v1/comms/poll/public/{token}']!.get!['x-paygrid'].access).toBe('public');
    expect(paths['/api/v1/comms/poll/submit/{token}']!.post!['x-paygrid'].access).toBe('public');
    expect(paths['/api/v1/suggestions']!.post!['x-paygrid']).toMatchObject({
      access: 'org',
      permission: null,
    });
    for (const p of [
      '/api/v1/comms/poll/{poll_id}',
      '/api/v1/comms/poll/{poll_id}/close',
      '/api/v1/suggestions/{suggestion_id}',
      '/api/v1/suggestions/public/{token}',
    ]) {
      expect(paths[p]).toBeDefined();
    }
  });
});
