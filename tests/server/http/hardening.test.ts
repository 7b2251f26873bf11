import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installMethodGuard } from '@/server/http/method-guard';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '@/server/http/middleware/input-guard';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

/** Issue 29, item 9: holes an outside probe found, each tested against the hole. */
describe('[HTTP] deeply nested JSON', () => {
  it('counts nesting outside strings only, escapes included', () => {
    expect(jsonNestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[', b: '"\\[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":{}}]}}', 4)).toBe(true);
  });

  it('answers 400 before sign-in and before parsing, on a public and a signed-in route', async () => {
    const deep = '['.repeat(100_000);
    const login = await api('/account/employer/login', { method: 'POST', body: deep });
    expect(login.status).toBe(400);
    expect(login.body.code).toBe('BAD_REQUEST');
    expect(login.body.message).toMatch(/64 levels/);
    const { token } = await employerSession();
    const write = await api('/departments', { method: 'POST', token, body: `{"name":${'['.repeat(65)}` });
    expect(write.status).toBe(400);
    // Just inside the limit the body is read as usual (and refused by the route's own schema).
    const inside = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect((await api('/account/employer/login', { method: 'POST', body: inside })).status).toBe(422);
  });
});

describe('[HTTP] answers are never cached', () => {
  it('sends Cache-Control: no-store on account/me, lists and errors', async () => {
    const { token } = await employerSession();
    for (const path of ['/account/me', '/employees', '/notifications/user']) {
      const res = await api(path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await api('/account/me')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('[HTTP] unknown methods', () => {
  it('the server answers TRACE on any URL with 405, Allow and the error envelope before Next.js routes it (was 500)', async () => {
    installMethodGuard();
    const server = http.createServer((_req, res) => res.end('routed'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string) =>
      new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { 'accept-language': 'zh-CN' },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
        });
        req.on('error', reject).end();
      });
    try {
      for (const path of ['/', '/app/dashboard', '/api/v1/health']) {
        const trace = await send('TRACE', path);
        expect(trace.status, path).toBe(405);
        expect(trace.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        expect(JSON.parse(trace.body)).toEqual({
          message: '此地址不接受该类型的请求。',
          code: 'METHOD_NOT_ALLOWED',
        });
      }
      expect((await send('PROPFIND', '/')).status).toBe(405);
      expect(await send('GET', '/')).toMatchObject({ status: 200, body: 'routed' });
    } finally {
      server.close();
    }
  });

  it('the API answers a method no route has with 405 in-process too', async () => {
    const res = await api('/health', { method: 'PROPFIND' });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });
});
