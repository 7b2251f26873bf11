import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertStrongSecrets, loadConfig, resolveAppUrl } from '@/server/config';
import { chatOutbox } from '@/server/db/schema';
import { createApp } from '@/server/wiring/app';
import { getHarness, latestMail, testConfig } from '../helpers/app';

const TOKEN = 'outbox-token-outbox-token-0123456789';

async function outboxApp(config: Partial<typeof testConfig>, outbox = 'outbox') {
  const { deps } = await getHarness();
  const app = createApp({ ...deps, config: { ...testConfig, ...config } });
  return (to: string, headers: Record<string, string> = {}) =>
    app.request(`/api/v1/dev/${outbox}?to=${encodeURIComponent(to)}`, { headers });
}

describe('[PLATFORM] the mail outbox over HTTP in production', () => {
  it('is readable only with DEV_OUTBOX_TOKEN in X-Outbox-Token', async () => {
    const { deps } = await getHarness();
    const to = `reset-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await deps.mailer.send({
      to,
      subject: 'Reset your Paygrid password',
      text: 'secret link',
      html: '<p>secret link</p>',
    });
    expect(await latestMail(to)).toBeDefined();

    const read = await outboxApp({ isProduction: true, outboxToken: TOKEN });
    expect((await read(to)).status).toBe(404);
    expect((await read(to, { 'x-outbox-token': 'wrong-token-wrong-token-wrong-token!' })).status).toBe(404);
    const allowed = await read(to, { 'x-outbox-token': TOKEN });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).data[0].text).toBe('secret link');
  });

  it('is not readable at all in production when DEV_OUTBOX_TOKEN is unset', async () => {
    const read = await outboxApp({ isProduction: true, outboxToken: undefined });
    expect((await read('a@b.test')).status).toBe(404);
    expect((await read('a@b.test', { 'x-outbox-token': '' })).status).toBe(404);
  });

  it('stays open outside production', async () => {
    const read = await outboxApp({ isProduction: false, outboxToken: undefined });
    expect((await read('a@b.test')).status).toBe(200);
  });
});

describe('[PLATFORM] the chat outbox follows the mail outbox rule (issue 29, hole: a stranger approved pay)', () => {
  it('in production answers only with X-Outbox-Token: its create-PIN and approval links are credentials', async () => {
    const { deps } = await getHarness();
    const to = `approver-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await deps.db.insert(chatOutbox).values({ to, text: 'Create your PIN', link: 'http://x/create-pin/abc' });

    const read = await outboxApp({ isProduction: true, outboxToken: TOKEN }, 'chat-outbox');
    expect((await read(to)).status).toBe(404);
    expect((await read(to, { 'x-outbox-token': 'wrong-token-wrong-token-wrong-token!' })).status).toBe(404);
    const allowed = await read(to, { 'x-outbox-token': TOKEN });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).data[0].link).toBe('http://x/create-pin/abc');

    const unset = await outboxApp({ isProduction: true, outboxToken: undefined }, 'chat-outbox');
    expect((await unset(to)).status).toBe(404);
    const dev = await outboxApp({ isProduction: false, outboxToken: undefined }, 'chat-outbox');
    expect((await dev(to)).status).toBe(200);
  });
});

describe('[PLATFORM] secrets in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const production = (env: Record<string, string>) => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('MAIL_TRANSPORT', 'outbox');
    vi.stubEnv('AUTH_SECRET', 'a'.repeat(32));
    vi.stubEnv('APP_URL', 'https://app.example.com');
    // the secrets every process must share (issue 34; tests/server/scale-out/required-secrets.test.ts)
    vi.stubEnv('FIELD_ENCRYPTION_KEY', Buffer.alloc(32, 1).toString('base64'));
    vi.stubEnv('PAYMENTS_WEBHOOK_SECRET', 'p'.repeat(32));
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', Buffer.alloc(32, 2).toString('base64'));
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  };

  it('refuses to start with a secret shorter than 32 bytes', () => {
    production({ AUTH_SECRET: 'too-short-secret' });
    expect(() => loadConfig()).toThrow(/AUTH_SECRET must be at least 32 bytes/);
    vi.unstubAllEnvs();
    production({ PAYMENTS_WEBHOOK_SECRET: 'short' });
    expect(() => loadConfig()).toThrow(/PAYMENTS_WEBHOOK_SECRET/);
    vi.unstubAllEnvs();
    production({ DEV_OUTBOX_TOKEN: 'short' });
    expect(() => loadConfig()).toThrow(/DEV_OUTBOX_TOKEN/);
  });

  it('starts with secrets of 32 bytes or more, and reads the new settings', () => {
    production({
      PAYMENTS_WEBHOOK_SECRET: 'w'.repeat(40),
      DEV_OUTBOX_TOKEN: TOKEN,
      TRUST_PROXY: 'true',
      SIGNUP_RATE_LIMIT: '500',
    });
    const config = loadConfig();
    expect(config).toMatchObject({
      isProduction: true,
      outboxToken: TOKEN,
      trustProxy: 1,
      signupRateLimit: 500,
    });
    vi.unstubAllEnvs();
    vi.stubEnv('AUTH_SECRET', 'a'.repeat(32));
    vi.stubEnv('TRUST_PROXY', '');
    vi.stubEnv('SIGNUP_RATE_LIMIT', '');
    expect(loadConfig()).toMatchObject({ trustProxy: 0, signupRateLimit: 20 });
  });

  it('refuses to start without APP_URL (mailed links would point nowhere)', () => {
    production({ APP_URL: '' });
    expect(() => loadConfig()).toThrow(/APP_URL must be set in production/);
    vi.unstubAllEnvs();
    production({ APP_URL: 'https://pay.example.com/' });
    expect(loadConfig().appUrl).toBe('https://pay.example.com');
  });

  it('outside production, APP_URL defaults to localhost at the port the server listens on', () => {
    expect(resolveAppUrl({ PORT: '3190' }, false)).toBe('http://localhost:3190');
    expect(resolveAppUrl({}, false)).toBe('http://localhost:3000');
    expect(resolveAppUrl({ APP_URL: 'http://10.0.0.7:4000/', PORT: '3190' }, false)).toBe(
      'http://10.0.0.7:4000',
    );
    vi.stubEnv('APP_URL', '');
    vi.stubEnv('PORT', '3456');
    expect(loadConfig().appUrl).toBe('http://localhost:3456');
  });

  it('checks byte length, not characters, and ignores secrets that are not set', () => {
    expect(() => assertStrongSecrets({ AUTH_SECRET: 'é'.repeat(16) })).not.toThrow(); // 32 bytes in UTF-8
    expect(() => assertStrongSecrets({ AUTH_SECRET: 'é'.repeat(15) })).toThrow(/AUTH_SECRET/);
    expect(() => assertStrongSecrets({})).not.toThrow();
  });
});
