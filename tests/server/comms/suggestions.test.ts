import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, commsSuggestions } from '@/server/db/schema';
import { api, getHarness, uniqueIp } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { expireSubscription, teamAdmin } from './fixtures';

const ownSuggestions = async (organizationId: string) => {
  const { deps } = await getHarness();
  return deps.db.select().from(commsSuggestions).where(eq(commsSuggestions.organizationId, organizationId));
};

describe('[COMMS] suggestions from members', () => {
  it('stores an anonymous suggestion with no identity, in the row or the audit log', async () => {
    const s = await employerSession();
    const member = await teamAdmin(s.organization.id, []);
    const res = await api('/suggestions', {
      method: 'POST',
      token: member.token,
      body: { message: 'Please add a water dispenser upstairs.', category: 'Facilities', anonymous: true },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      anonymous: true,
      author: null,
      category: 'Facilities',
      status: 'new',
      source: 'member',
    });

    const [row] = await ownSuggestions(s.organization.id);
    expect(row).toMatchObject({ anonymous: true, authorUserId: null, authorName: null });
    expect(row!.createdAt.getUTCMinutes()).toBe(0);
    expect(JSON.stringify(row)).not.toContain(member.user.id);
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');

    const { deps } = await getHarness();
    const audits = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.action, 'POST /suggestions')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null, ip: null, requestId: null });
    expect(JSON.stringify(audits[0])).not.toContain(member.user.id);
    expect(JSON.stringify(audits[0])).not.toContain('203.0.113.77');
  });

  it('keeps the name of a named suggestion', async () => {
    const s = await employerSession();
    const res = await api('/suggestions', {
      method: 'POST',
      token: s.token,
      body: { message: 'Flexible Fridays?', anonymous: false },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.author).toBe(`${s.user.firstName} ${s.user.lastName}`.trim());
    const [row] = await ownSuggestions(s.organization.id);
    expect(row!.authorUserId).toBe(s.user.id);
  });

  it('answers 422 for an empty or too long message and saves nothing', async () => {
    const s = await employerSession();
    const empty = await api('/suggestions', {
      method: 'POST',
      token: s.token,
      body: { message: '  ', anonymous: true },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['This field is required.']);
    const long = await api('/suggestions', {
      method: 'POST',
      token: s.token,
      body: { message: 'x'.repeat(2001), anonymous: true },
    });
    expect(long.status).toBe(422);
    expect(await ownSuggestions(s.organization.id)).toHaveLength(0);
  });
});

describe('[COMMS] suggestion box link', () => {
  it('takes anonymous suggestions through the box link; rotating retires the old link', async () => {
    const s = await employerSession();
    const box = await api('/suggestions/box', { token: s.token });
    expect(box.status).toBe(200);
    const token = box.body.data.token as string;
    expect((await api('/suggestions/box', { token: s.token })).body.data.token).toBe(token);

    const pub = await api(`/suggestions/public/${token}`);
    expect(pub.body.data).toEqual({ organizationName: s.organization.name, available: true });
    const sent = await api(`/suggestions/public/${token}`, {
      method: 'POST',
      body: { message: 'The night shift needs a second bus.', category: 'Transport' },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toEqual({ received: true });
    const [row] = await ownSuggestions(s.organization.id);
    expect(row).toMatchObject({ anonymous: true, authorUserId: null, source: 'box' });

    const bad = await api(`/suggestions/public/${token}`, { method: 'POST', body: { message: '' } });
    expect(bad.status).toBe(422);

    const rotated = await api('/suggestions/box/rotate', { method: 'POST', token: s.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.token).not.toBe(token);
    expect(rotated.body.data.categories).toEqual(['Transport']);
    expect((await api(`/suggestions/public/${token}`)).status).toBe(404);
    expect((await api(`/suggestions/public/${rotated.body.data.token}`)).status).toBe(200);
  });

  it('says the box is unavailable once the subscription lapsed, and refuses member posts with 402', async () => {
    const s = await employerSession();
    const token = (await api('/suggestions/box', { token: s.token })).body.data.token;
    await expireSubscription(s.organization.id);
    expect((await api(`/suggestions/public/${token}`)).body.data.available).toBe(false);
    expect(
      (await api(`/suggestions/public/${token}`, { method: 'POST', body: { message: 'Hello' } })).status,
    ).toBe(409);
    expect(
      (
        await api('/suggestions', {
          method: 'POST',
          token: s.token,
          body: { message: 'Hi', anonymous: true },
        })
      ).status,
    ).toBe(402);
    expect((await api('/suggestions', { token: s.token })).status).toBe(200);
  });
});

describe('[COMMS] manage suggestions', () => {
  it('lists with filters, archives, restores and deletes; 404 for another organisation; 403 without comms', async () => {
    const s = await employerSession();
    const post = (message: string, category?: string) =>
      api('/suggestions', { method: 'POST', token: s.token, body: { message, category, anonymous: true } });
    const a = (await post('More parking spaces', 'Facilities')).body.data;
    await post('Team lunch every month', 'Culture');
    await post('Quieter printers');

    const list = await api('/suggestions', { token: s.token });
    expect(list.body.meta.total).toBe(3);
    expect(
      (await api('/suggestions?category=facilities', { token: s.token })).body.data.map(
        (x: { id: string }) => x.id,
      ),
    ).toEqual([a.id]);
    expect((await api('/suggestions?search=lunch', { token: s.token })).body.data).toHaveLength(1);

    const archived = await api(`/suggestions/${a.id}`, {
      method: 'PATCH',
      token: s.token,
      body: { archived: true },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.data.status).toBe('archived');
    expect((await api('/suggestions?status=archived', { token: s.token })).body.data).toHaveLength(1);
    expect((await api('/suggestions?status=new', { token: s.token })).body.data).toHaveLength(2);
    expect((await api(`/suggestions/${a.id}`, { method: 'PATCH', token: s.token, body: {} })).status).toBe(
      422,
    );
    const restored = await api(`/suggestions/${a.id}`, {
      method: 'PATCH',
      token: s.token,
      body: { archived: false },
    });
    expect(restored.body.data.status).toBe('new');

    const other = await employerSession();
    expect(
      (await api(`/suggestions/${a.id}`, { method: 'PATCH', token: other.token, body: { archived: true } }))
        .status,
    ).toBe(404);
    expect((await api(`/suggestions/${a.id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await api('/suggestions', { token: other.token })).body.data).toEqual([]);

    const noPerm = await teamAdmin(s.organization.id, ['employees']);
    expect((await api('/suggestions', { token: noPerm.token })).status).toBe(403);
    expect((await api(`/suggestions/${a.id}`, { method: 'DELETE', token: noPerm.token })).status).toBe(403);
    expect((await api('/suggestions/box', { token: noPerm.token })).status).toBe(403);
    // Any member may post one.
    expect(
      (
        await api('/suggestions', {
          method: 'POST',
          token: noPerm.token,
          body: { message: 'Hi', anonymous: true },
        })
      ).status,
    ).toBe(201);

    expect((await api(`/suggestions/${a.id}`, { method: 'DELETE', token: s.token })).status).toBe(200);
    expect((await api(`/suggestions/${a.id}`, { method: 'DELETE', token: s.token })).status).toBe(404);
  });
});
