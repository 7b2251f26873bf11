import { describe, expect, it } from 'vitest';
import { insertNotification } from '@/server/modules/notifications/notifications.repo';
import { api, getHarness, latestMail } from './helpers/app';
import { employerSession } from './helpers/accounts';

describe('[PLATFORM] envelope, errors and platform routes', () => {
  it('reports health with a database round trip and a request id', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Success', data: { status: 'ok', database: 'ok' } });
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    const echoed = await api('/health', { headers: { 'x-request-id': 'req-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('req-123');
  });

  it('answers unknown paths with 404 "Page Not Found: {path}" in the asked language', async () => {
    const res = await api('/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Page Not Found: /api/v1/no/such/thing', code: 'NOT_FOUND' });
    const zh = await api('/no/such/thing', { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toBe('页面未找到：/api/v1/no/such/thing');
  });

  it('answers malformed JSON with the error envelope', async () => {
    const res = await api('/account/employer/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 422]).toContain(res.status);
    expect(res.body.code).toEqual(expect.any(String));
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('lists the four countries with currency, dial code, flag and USD as the extra currency', async () => {
    const res = await api('/countries');
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(['NG', 'GH', 'KE', 'UG']);
    expect(res.body.data[0]).toEqual({
      code: 'NG',
      name: 'Nigeria',
      currency: 'NGN',
      dialCode: '+234',
      flag: '🇳🇬',
      currencies: ['NGN', 'USD'],
    });
  });

  it('serves the OpenAPI document with every account route', async () => {
    const res = await api('/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/api/v1/account/employer/login',
      '/api/v1/account/me',
      '/api/v1/account/switch-org',
      '/api/v1/countries',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('reads the outbox newest first', async () => {
    const email = `outbox-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await api('/account/employer/signup', {
      method: 'POST',
      body: {
        firstName: 'A',
        lastName: 'B',
        email,
        password: 'long-enough-1',
        organizationName: 'Outbox Ltd',
        country: 'GH',
      },
    });
    await api('/account/resend-otp', { method: 'POST', body: { email } });
    const res = await api(`/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0].text).toBe((await latestMail(email))!.text);
    expect(res.body.data[0]).toMatchObject({
      subject: expect.any(String),
      html: expect.stringContaining('<html'),
    });
  });

  it('lists only the signed-in user’s notifications and marks them read', async () => {
    const { deps } = await getHarness();
    const a = await employerSession();
    const b = await employerSession();
    await insertNotification(deps.db, {
      userId: a.user.id,
      type: 'kyc',
      title: 'KYC approved',
      body: 'You are verified.',
    });
    await insertNotification(deps.db, {
      userId: a.user.id,
      type: 'wallet',
      title: 'Wallet funded',
      body: '₦10,000 arrived.',
    });
    await insertNotification(deps.db, {
      userId: b.user.id,
      type: 'wallet',
      title: 'Other',
      body: 'Not yours.',
    });
    const list = await api('/notifications/user', { token: a.token });
    expect(list.body.data.map((n: { title: string }) => n.title).sort()).toEqual([
      'KYC approved',
      'Wallet funded',
    ]);
    expect(list.body.meta).toMatchObject({ page: 1, perPage: 20, total: 2, unread: 2 });
    const mark = await api('/notifications/user/mark-as-read', {
      method: 'PATCH',
      token: a.token,
      body: { ids: [list.body.data[0].id] },
    });
    expect(mark.status).toBe(200);
    expect((await api('/notifications/user', { token: a.token })).body.meta.unread).toBe(1);
    await api('/notifications/user/mark-as-read', { method: 'PATCH', token: a.token, body: {} });
    expect((await api('/notifications/user', { token: a.token })).body.meta.unread).toBe(0);
    expect((await api('/notifications/user', { token: b.token })).body.meta.unread).toBe(1);
  });
});

describe('[PLATFORM] the outbox route in production', () => {
  it('does not exist in production unless MAIL_TRANSPORT=outbox (and then needs its token)', async () => {
    const { createApp } = await import('@/server/wiring/app');
    const harness = await getHarness();
    const token = 'an-outbox-token-of-at-least-32-bytes';
    const deps = {
      ...harness.deps,
      config: { ...harness.deps.config, isProduction: true, outboxToken: token },
    };
    const env = process.env as Record<string, string | undefined>;
    const saved = { NODE_ENV: env.NODE_ENV, MAIL_TRANSPORT: env.MAIL_TRANSPORT };
    try {
      env.NODE_ENV = 'production';
      delete env.MAIL_TRANSPORT;
      const closed = await createApp(deps).request('/api/v1/dev/outbox?to=a@b.test');
      expect(closed.status).toBe(404);
      env.MAIL_TRANSPORT = 'outbox';
      const open = await createApp(deps).request('/api/v1/dev/outbox?to=a@b.test', {
        headers: { 'x-outbox-token': token },
      });
      expect(open.status).toBe(200);
    } finally {
      env.NODE_ENV = saved.NODE_ENV;
      if (saved.MAIL_TRANSPORT === undefined) delete env.MAIL_TRANSPORT;
      else env.MAIL_TRANSPORT = saved.MAIL_TRANSPORT;
    }
  });
});
