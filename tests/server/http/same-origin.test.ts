import { describe, expect, it } from 'vitest';
import { createUser } from '@/server/seed/factories';
import { createApp } from '@/server/wiring/app';
import { api, getHarness, testConfig, uniqueEmail, uniqueIp } from '../helpers/app';

/**
 * Issue 29, item 1: a cookie-borne write is same-origin when its Origin names the host the browser asked for
 * (Host, or X-Forwarded-Host behind a trusted proxy) or APP_URL — not the `localhost:<port>` URL Next.js hands
 * the route handler. Every request here is addressed as Next.js addresses it (`http://localhost:3000/…`).
 */
async function signedInCookie() {
  const { deps } = await getHarness();
  const { user, password } = await createUser(deps.db, { email: uniqueEmail('origin') });
  const res = await api('/account/employer/login', {
    method: 'POST',
    body: { email: user.email, password },
    headers: { 'x-forwarded-for': uniqueIp() },
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

type Headers = Record<string, string>;

/** A cookie write (PUT account/details) as Next.js hands it to the API: the URL says localhost:3000. */
async function write(headers: Headers, trustProxy = testConfig.trustProxy) {
  const { deps } = await getHarness();
  const app = createApp({ ...deps, config: { ...deps.config, trustProxy } });
  const res = await app.request('http://localhost:3000/api/v1/account/details', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Obi', phone: '+234 803 111 2222' }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message: string } };
}

describe('[HTTP] same-origin cookie writes', () => {
  it('accepts a write from a page opened at 127.0.0.1 (Host and Origin agree, APP_URL is localhost)', async () => {
    const cookie = await signedInCookie();
    const res = await write({ cookie, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' });
    expect(res.status).toBe(200);
  });

  it('accepts a write on any host name the server is reached by, through the Host header', async () => {
    const cookie = await signedInCookie();
    expect(
      (
        await write({
          cookie,
          host: 'payroll.acme-staging.test',
          origin: 'https://payroll.acme-staging.test',
        })
      ).status,
    ).toBe(200);
    // Default ports: the Origin omits them, a Host header may carry them.
    expect((await write({ cookie, host: 'acme.test:443', origin: 'https://acme.test' })).status).toBe(200);
  });

  it('accepts APP_URL as the origin whatever the Host says', async () => {
    const cookie = await signedInCookie();
    expect((await write({ cookie, host: '10.0.0.7:3000', origin: testConfig.appUrl })).status).toBe(200);
  });

  it('behind a trusted proxy, matches X-Forwarded-Host; without TRUST_PROXY the header counts for nothing', async () => {
    const cookie = await signedInCookie();
    const behindProxy = {
      cookie,
      host: '10.0.0.7:3000',
      'x-forwarded-host': 'app.acme.test',
      origin: 'https://app.acme.test',
    };
    expect((await write(behindProxy, 1)).status).toBe(200);
    const untrusted = await write(behindProxy, 0);
    expect(untrusted.status).toBe(403);
    expect(untrusted.body.code).toBe('CROSS_SITE_REQUEST');
    // A client cannot prepend its own claim in front of what the trusted proxy wrote.
    const spoofed = await write({ ...behindProxy, 'x-forwarded-host': 'app.acme.test, evil.test' }, 1);
    expect(spoofed.status).toBe(403);
  });

  it('refuses a cross-site cookie write with 403 CROSS_SITE_REQUEST and its own message, never "sign in"', async () => {
    const cookie = await signedInCookie();
    const res = await write({ cookie, host: '127.0.0.1:3000', origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CROSS_SITE_REQUEST');
    expect(res.body.message).not.toMatch(/sign in/i);
    expect(res.body.message).toMatch(/not Paygrid's own/);
  });

  it('treats Origin: null and an unreadable Origin as cross-site (403, not 500)', async () => {
    const cookie = await signedInCookie();
    for (const origin of ['null', 'not a url']) {
      const res = await write({ cookie, host: '127.0.0.1:3000', origin });
      expect(res.status, origin).toBe(403);
      expect(res.body.code).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('refuses a write the browser marks cross-site even without an Origin', async () => {
    const cookie = await signedInCookie();
    expect((await write({ cookie, host: '127.0.0.1:3000', 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await write({ cookie, host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
  });

  it('does not apply to bearer tokens, which a browser never attaches by itself', async () => {
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('bearer') });
    const login = await api('/account/employer/login', {
      method: 'POST',
      body: { email: user.email, password },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    const res = await write({
      authorization: `Bearer ${login.body.data.token}`,
      origin: 'https://tool.example',
    });
    expect(res.status).toBe(200);
  });
});
