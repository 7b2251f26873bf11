import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema';
import { createUser } from '@/server/seed/factories';
import { createApp } from '@/server/wiring/app';
import { api, clock, getHarness, testConfig, uniqueEmail, uniqueIp } from '../helpers/app';

afterEach(() => clock.reset());

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Call = (
  path: string,
  init?: { method?: string; token?: string; body?: unknown; ua?: string; ip?: string },
) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The suite's app (sessions never idle out there) or one with the real limits: 30 minutes idle, 12 hours. */
async function caller(limits?: { sessionIdleMinutes: number; sessionAbsoluteHours: number }): Promise<Call> {
  if (!limits)
    return (path, { method, token, body, ua, ip } = {}) =>
      api(path, {
        method,
        token,
        body,
        headers: { 'x-forwarded-for': ip ?? uniqueIp(), ...(ua && { 'user-agent': ua }) },
      });
  const { deps } = await getHarness();
  const app = createApp({ ...deps, config: { ...testConfig, ...limits } });
  return async (path, { method = 'GET', token, body, ua, ip } = {}) => {
    const res = await app.request(`/api/v1${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip ?? uniqueIp(),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(ua && { 'user-agent': ua }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}

/** A new user signed in `count` times (one session each, from the given browsers); their tokens, oldest first. */
async function userWithSessions(call: Call, agents: string[]) {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('sessions') });
  const tokens: string[] = [];
  for (const ua of agents) {
    const res = await call('/account/employer/login', {
      method: 'POST',
      body: { email: user.email, password },
      ua,
      ip: '203.0.113.7',
    });
    expect(res.status).toBe(200);
    tokens.push(res.body.data.token);
    clock.advance(1000); // distinct creation times: the list's order is the sign-in order, reversed
  }
  return { user, password, tokens };
}

describe('[ACCOUNT] sessions: list, end one, end all others (issue 33)', () => {
  it('lists the live sessions, newest first, with device, address and the current one marked', async () => {
    const call = await caller();
    const { tokens } = await userWithSessions(call, [MAC_CHROME, IPHONE_SAFARI]);
    const res = await call('/account/sessions', { token: tokens[0] });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [newest, oldest] = res.body.data;
    expect(newest).toMatchObject({ device: 'Safari on iOS', ip: '203.0.113.7', current: false });
    expect(oldest).toMatchObject({ device: 'Chrome on macOS', ip: '203.0.113.7', current: true });
    expect(Date.parse(newest.createdAt)).toBeGreaterThan(Date.parse(oldest.createdAt));
    expect(Date.parse(oldest.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(oldest.createdAt));
    expect((await call('/account/sessions')).status).toBe(401);
  });

  it('ends one of the caller’s own sessions at once; another person’s session id is 404', async () => {
    const call = await caller();
    const { tokens } = await userWithSessions(call, [MAC_CHROME, IPHONE_SAFARI]);
    const stranger = await userWithSessions(call, [MAC_CHROME]);
    const list = (await call('/account/sessions', { token: tokens[0] })).body.data;
    const phone = list.find((s: { current: boolean }) => !s.current).id;

    const theirs = (await call('/account/sessions', { token: stranger.tokens[0] })).body.data[0].id;
    const foreign = await call(`/account/sessions/${theirs}`, { method: 'DELETE', token: tokens[0] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect((await call('/account/sessions', { token: stranger.tokens[0] })).status).toBe(200);

    const ended = await call(`/account/sessions/${phone}`, { method: 'DELETE', token: tokens[0] });
    expect(ended.status).toBe(200);
    expect((await call('/account/sessions', { token: tokens[1] })).status).toBe(401);
    expect((await call('/account/sessions', { token: tokens[0] })).body.data).toHaveLength(1);
    // Ended already: nothing left to end.
    expect((await call(`/account/sessions/${phone}`, { method: 'DELETE', token: tokens[0] })).status).toBe(
      404,
    );
  });

  it('signs out everywhere else, answering how many sessions it ended', async () => {
    const call = await caller();
    const { tokens } = await userWithSessions(call, [MAC_CHROME, IPHONE_SAFARI, MAC_CHROME]);
    const res = await call('/account/sessions', { method: 'DELETE', token: tokens[1] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 2 });
    expect((await call('/account/me', { token: tokens[0] })).status).toBe(401);
    expect((await call('/account/me', { token: tokens[2] })).status).toBe(401);
    const left = (await call('/account/sessions', { token: tokens[1] })).body.data;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    const again = await call('/account/sessions', { method: 'DELETE', token: tokens[1] });
    expect(again.body.data).toEqual({ revoked: 0 });
  });
});

describe('[ACCOUNT] sessions end after 30 minutes idle and 12 hours in all (issue 33)', () => {
  const limits = { sessionIdleMinutes: 30, sessionAbsoluteHours: 12 };

  it('keeps a session in use alive, records use at most once a minute, and ends it after 30 idle minutes', async () => {
    const { deps } = await getHarness();
    const call = await caller(limits);
    const { tokens } = await userWithSessions(call, [MAC_CHROME]);
    const token = tokens[0]!;
    const seen = async () => {
      const [row] = await deps.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, (await call('/account/me', { token })).body.data.user.id));
      return row!.lastSeenAt.getTime();
    };
    const first = await seen();
    clock.advance(20_000);
    expect(await seen()).toBe(first); // within the minute: no write
    clock.advance(25 * 60_000);
    const touched = await seen();
    expect(touched).toBeGreaterThan(first);
    clock.advance(29 * 60_000); // 29 minutes after the last use: still live
    expect((await call('/account/me', { token })).status).toBe(200);
    clock.advance(31 * 60_000);
    const idle = await call('/account/me', { token });
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe('UNAUTHENTICATED');
  });

  it('ends a busy session 12 hours after sign-in, and its token expires with it', async () => {
    const { deps } = await getHarness();
    const call = await caller(limits);
    const { user, tokens } = await userWithSessions(call, [MAC_CHROME]);
    const [row] = await deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(12 * 3_600_000 + 5_000);
    // Busy all day (seen a minute ago), signed in 12 hours ago.
    await deps.db
      .update(sessions)
      .set({ createdAt: new Date(clock.now().getTime() - 12 * 3_600_000 - 1000), lastSeenAt: clock.now() })
      .where(eq(sessions.id, row!.id));
    expect((await call('/account/me', { token: tokens[0] })).status).toBe(401);
    expect((await call('/account/sessions', { token: tokens[0] })).status).toBe(401);
  });

  it('leaves idle and over-age sessions out of the list', async () => {
    const { deps } = await getHarness();
    const call = await caller(limits);
    const { user, tokens } = await userWithSessions(call, [MAC_CHROME, IPHONE_SAFARI, MAC_CHROME]);
    const rows = await deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const byAge = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const now = clock.now().getTime();
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - 31 * 60_000) })
      .where(eq(sessions.id, byAge[0]!.id));
    await deps.db
      .update(sessions)
      .set({ createdAt: new Date(now - 13 * 3_600_000) })
      .where(eq(sessions.id, byAge[1]!.id));
    const list = (await call('/account/sessions', { token: tokens[2] })).body.data;
    expect(list.map((s: { id: string }) => s.id)).toEqual([byAge[2]!.id]);
  });
});
