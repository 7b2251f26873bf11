import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '@/server/db/schema';
import { describeUserAgent } from '@/server/modules/account/user-agent';
import { createEmployer } from '@/server/seed/factories';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';

describe('[ACCOUNT] sessions: device labels and audit (issue 33)', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['curl/8.5.0', 'curl'],
    ['', ''],
    [null, ''],
  ])('names %s as "%s"', (ua, label) => {
    expect(describeUserAgent(ua)).toBe(label);
  });

  it('audits ending a session and signing out everywhere else in the person’s organisation', async () => {
    const { deps } = await getHarness();
    const { user, password, organization } = await createEmployer(deps.db, {
      email: uniqueEmail('sess-audit'),
    });
    const first = await signIn(user.email, password);
    const second = await signIn(user.email, password);
    await signIn(user.email, password);
    const list = (await api('/account/sessions', { token: first.token })).body.data as {
      id: string;
      current: boolean;
    }[];
    const other = list.find((s) => !s.current)!.id;
    expect((await api(`/account/sessions/${other}`, { method: 'DELETE', token: first.token })).status).toBe(
      200,
    );
    expect((await api('/account/sessions', { method: 'DELETE', token: first.token })).body.data).toEqual({
      revoked: 1,
    });
    expect((await api('/account/me', { token: second.token })).status).toBe(401);
    const rows = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, organization.id), eq(auditLogs.actorUserId, user.id)));
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['DELETE /account/sessions/{id}', 'DELETE /account/sessions']),
    );
    const everywhere = rows.find((r) => r.action === 'DELETE /account/sessions')!;
    expect(everywhere.after).toEqual({ otherSessionsRevoked: 1 });
  });
});
