import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, chatPins, chatTokens } from '@/server/db/schema';
import { addMembership as insertUserRole } from '@/server/modules/identity/identity.service';
import { verifyPassword } from '@/server/crypto/passwords';
import { api, clock, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

async function latestChat(email: string) {
  const res = await api(`/dev/chat-outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.data as { link: string; text: string; to: string }[];
}
const tokenOf = (link: string, page: string) => new RegExp(`/${page}/([\\w-]+)$`).exec(link)![1]!;

describe('[CHAT] create-pin link and PIN', () => {
  it('sends a create-pin link to the signed-in user and stores the PIN hashed, once', async () => {
    const s = await employerSession();
    expect((await api('/account/chat-link', { method: 'POST' })).status).toBe(401);
    const sent = await api('/account/chat-link', { method: 'POST', token: s.token });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentTo).toBe(s.user.email);
    const [msg] = await latestChat(s.user.email.toUpperCase());
    expect(msg!.link).toMatch(/\/create-pin\/[\w-]{20,}$/);
    expect(msg!.text).toContain(msg!.link);
    const token = tokenOf(msg!.link, 'create-pin');

    // Bad PINs: 422 with a field error, nothing saved and the link still usable.
    for (const pin of ['123', '12345', 'abcd', '']) {
      const bad = await api(`/bot/account/create-pin/${token}`, { method: 'POST', body: { pin } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.pin).toHaveLength(1);
    }
    const { deps } = await getHarness();
    expect(await deps.db.select().from(chatPins).where(eq(chatPins.userId, s.user.id))).toHaveLength(0);

    const okRes = await api(`/bot/account/create-pin/${token}`, { method: 'POST', body: { pin: '4821' } });
    expect(okRes.status).toBe(200);
    const [pin] = await deps.db.select().from(chatPins).where(eq(chatPins.userId, s.user.id));
    expect(pin!.pinHash).not.toContain('4821');
    expect(await verifyPassword('4821', pin!.pinHash)).toBe(true);

    // Single use: the same link again is the one 404.
    const again = await api(`/bot/account/create-pin/${token}`, { method: 'POST', body: { pin: '1111' } });
    expect(again.status).toBe(404);
    const [same] = await deps.db.select().from(chatPins).where(eq(chatPins.userId, s.user.id));
    expect(await verifyPassword('4821', same!.pinHash)).toBe(true);
  });

  it('answers the same 404 for an unknown or expired link', async () => {
    const s = await employerSession();
    await api('/account/chat-link', { method: 'POST', token: s.token });
    const token = tokenOf((await latestChat(s.user.email))[0]!.link, 'create-pin');
    const unknown = await api(`/bot/account/create-pin/${'x'.repeat(43)}`, {
      method: 'POST',
      body: { pin: '1234' },
    });
    expect(unknown.status).toBe(404);
    clock.advance(25 * 60 * 60 * 1000);
    try {
      const expired = await api(`/bot/account/create-pin/${token}`, {
        method: 'POST',
        body: { pin: '1234' },
      });
      expect(expired.status).toBe(404);
      expect(expired.body.message).toBe(unknown.body.message);
    } finally {
      clock.reset();
    }
  });

  it('gives one PIN to one of two concurrent uses of the same link', async () => {
    const s = await employerSession();
    await api('/account/chat-link', { method: 'POST', token: s.token });
    const token = tokenOf((await latestChat(s.user.email))[0]!.link, 'create-pin');
    const results = await Promise.all(
      ['1111', '2222', '3333'].map((pin) =>
        api(`/bot/account/create-pin/${token}`, { method: 'POST', body: { pin } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    const { deps } = await getHarness();
    const [row] = await deps.db.select().from(chatTokens).where(eq(chatTokens.userId, s.user.id));
    expect(row!.usedAt).not.toBeNull();
  });

  it('lists the chat outbox only for the address asked', async () => {
    const a = await employerSession();
    const b = await employerSession();
    await api('/account/chat-link', { method: 'POST', token: a.token });
    expect(await latestChat(b.user.email)).toEqual([]);
    expect((await api('/dev/chat-outbox')).status).toBe(422);
  });
  it('audits creating and changing the PIN as an account change in each organisation, never the PIN', async () => {
    const s = await employerSession();
    const second = await employerSession();
    const { deps } = await getHarness();
    await insertUserRole(deps.db, {
      userId: s.user.id,
      name: 'team_admin',
      organizationId: second.organization.id,
      permissions: [],
    });
    const rows = () =>
      deps.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.actorUserId, s.user.id),
            eq(auditLogs.action, 'POST /bot/account/create-pin/{token}'),
          ),
        )
        .orderBy(asc(auditLogs.createdAt));
    const usePin = async (pin: string, requestId: string) => {
      await api('/account/chat-link', { method: 'POST', token: s.token });
      const token = tokenOf((await latestChat(s.user.email))[0]!.link, 'create-pin');
      const res = await api(`/bot/account/create-pin/${token}`, {
        method: 'POST',
        body: { pin },
        headers: { 'x-request-id': requestId },
      });
      expect(res.status).toBe(200);
      return token;
    };

    const first = await usePin('5937', 'req-pin-created');
    const created = await rows();
    expect(created.map((r) => r.organizationId).sort()).toEqual(
      [s.organization.id, second.organization.id].sort(),
    );
    for (const row of created)
      expect(row).toMatchObject({
        entity: 'account',
        entityId: s.user.id,
        requestId: 'req-pin-created',
        before: { hasChatPin: false },
        after: { hasChatPin: true },
      });

    const changedWith = await usePin('8264', 'req-pin-changed');
    const all = await rows();
    expect(all).toHaveLength(4);
    expect(all.slice(2).map((r) => r.before)).toEqual([{ hasChatPin: true }, { hasChatPin: true }]);

    // A used link changes nothing and writes nothing.
    const again = await api(`/bot/account/create-pin/${first}`, { method: 'POST', body: { pin: '1111' } });
    expect(again.status).toBe(404);
    expect(await rows()).toHaveLength(4);

    const [pin] = await deps.db.select().from(chatPins).where(eq(chatPins.userId, s.user.id));
    // Only facts in before/after (a PIN's four digits could occur by chance in a uuid elsewhere in the row).
    expect(all.map((r) => [r.before, r.after]).flat()).toEqual([
      { hasChatPin: false },
      { hasChatPin: true },
      { hasChatPin: false },
      { hasChatPin: true },
      { hasChatPin: true },
      { hasChatPin: true },
      { hasChatPin: true },
      { hasChatPin: true },
    ]);
    const text = JSON.stringify(all);
    for (const secret of [first, changedWith, pin!.pinHash]) expect(text).not.toContain(secret);
    // Visible in the second organisation's log to its owner.
    const log = await api('/audits?entity=account&action=create-pin', { token: second.token });
    expect(log.body.data).toHaveLength(2);
  });
});
