import { describe, expect, it } from 'vitest';
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
