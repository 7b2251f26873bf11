import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '@/server/config';
import { createUser } from '@/server/seed/factories';
import { createApp } from '@/server/wiring/app';
import { clientAddress, installPeerAddressHook, PEER_HEADER } from '@/server/http/client-address';
import { getHarness, testConfig, uniqueEmail, uniqueIp } from '../helpers/app';

// The Node server stamps every request with its TCP peer (instrumentation.ts); in-process tests send the
// stamp themselves, as the hook would.
installPeerAddressHook();

async function appWith(config: Partial<typeof testConfig>) {
  const { deps } = await getHarness();
  const app = createApp({ ...deps, config: { ...testConfig, ...config } });
  return async (path: string, body: unknown, headers: Record<string, string>) => {
    const res = await app.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}

const headersOf = (req: Record<string, string>) => ({ header: (name: string) => req[name] });

describe('[ACCOUNT] rate limits key on the real client address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it gains nothing', async () => {
    const post = await appWith({ trustProxy: 0 });
    const peer = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/account/employer/login',
        { email: uniqueEmail('spray'), password: 'nope-nope-nope' },
        { [PEER_HEADER]: peer, 'x-forwarded-for': uniqueIp() },
      );
      expect(res.status).toBe(401);
    }
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('target') });
    const rotated = await post(
      '/account/employer/login',
      { email: user.email, password },
      { [PEER_HEADER]: peer, 'x-forwarded-for': uniqueIp() },
    );
    expect(rotated.status).toBe(429);
    // Another client is not affected.
    expect(
      (await post('/account/employer/login', { email: user.email, password }, { [PEER_HEADER]: uniqueIp() }))
        .status,
    ).toBe(200);
  });

  it('believes X-Forwarded-For only as far as the trusted proxies go', () => {
    const req = headersOf({ 'x-forwarded-for': 'spoofed, 203.0.113.7, 10.0.0.2', [PEER_HEADER]: '10.0.0.1' });
    expect(clientAddress(req, 0)).toBe('10.0.0.1');
    expect(clientAddress(req, 1)).toBe('10.0.0.2');
    expect(clientAddress(req, 2)).toBe('203.0.113.7');
    expect(clientAddress(req, 9)).toBe('spoofed');
    expect(clientAddress(headersOf({}), 0)).toBe('local');
    expect(clientAddress(headersOf({ 'x-forwarded-for': 'x'.repeat(500) }), 1)).toHaveLength(64);
  });

  it('reads TRUST_PROXY as off by default, true as one hop, or a number of hops', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('maybe')).toThrow(/TRUST_PROXY/);
  });
});

describe('[ACCOUNT] sign-up is rate-limited per address (SIGNUP_RATE_LIMIT per hour)', () => {
  it('refuses the sign-up past the limit with 429, for that address only', async () => {
    const post = await appWith({ trustProxy: 0, signupRateLimit: 3 });
    const peer = uniqueIp();
    const body = () => ({
      firstName: 'Ada',
      lastName: 'Obi',
      email: uniqueEmail('many'),
      password: 'Str0ng-passw0rd',
      organizationName: 'Many Ltd',
      country: 'NG',
    });
    for (let i = 0; i < 3; i++)
      expect((await post('/account/employer/signup', body(), { [PEER_HEADER]: peer })).status).toBe(201);
    const refused = await post('/account/employer/signup', body(), {
      [PEER_HEADER]: peer,
      'x-forwarded-for': uniqueIp(),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect((await post('/account/employer/signup', body(), { [PEER_HEADER]: uniqueIp() })).status).toBe(201);
  });
});
