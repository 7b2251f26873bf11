import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { shutdownGraceMs } from '@/server/boot/shutdown';
import {
  countInFlight,
  inFlightRequests,
  startDraining,
  stopDraining,
  waitForIdle,
} from '@/server/http/lifecycle';
import { createApp } from '@/server/wiring/app';
import { api, getHarness } from '../helpers/app';

describe('[SCALE-OUT] GET /ready', () => {
  afterEach(() => stopDraining());

  it('answers 200 { ready: true } when the database answers and every migration is applied', async () => {
    const res = await api('/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ready: true });
    // liveness stays as it was
    expect((await api('/health')).body.data).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 DRAINING at once once the server drains, while /health stays 200', async () => {
    startDraining();
    const res = await api('/ready', { headers: { 'accept-language': 'en-GB' } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'DRAINING',
      message: 'The server is shutting down. Please try again.',
    });
    expect((await api('/health')).status).toBe(200);
  });

  it('answers 503 NOT_READY when the database does not answer, or lacks a migration', async () => {
    const { deps } = await getHarness();
    const failing = new Proxy(deps.db, {
      get: (target, key) =>
        key === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, key),
    }) as Db;
    const down = await createApp({ ...deps, db: failing }).request('/api/v1/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ code: 'NOT_READY' });

    const behind = new Proxy(deps.db, {
      get: (target, key) =>
        key === 'execute' ? async () => ({ rows: [{ newest: '1700000000000' }] }) : Reflect.get(target, key),
    }) as Db;
    const stale = await createApp({ ...deps, db: behind }).request('/api/v1/ready');
    expect(stale.status).toBe(503);
    expect(await stale.json()).toMatchObject({ code: 'NOT_READY' });
  });

  it('is in the OpenAPI document beside /health', async () => {
    const doc = (await api('/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/v1/ready'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/v1/ready'].get.responses)).toEqual(
      expect.arrayContaining(['200', '503']),
    );
  });
});

describe('[SCALE-OUT] the in-flight count a draining server waits on', () => {
  /** An app whose one route answers when the test says so. */
  function slowApp() {
    const releases: (() => void)[] = [];
    const app = new Hono();
    app.use('*', countInFlight);
    app.get('/slow', async (c) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return c.text('done');
    });
    return { app, release: () => releases.splice(0).forEach((r) => r()) };
  }

  it('resolves once the requests in flight are answered, not before', async () => {
    const { app, release } = slowApp();
    const before = inFlightRequests();
    const answers = [app.request('/slow'), app.request('/slow')];
    await new Promise((r) => setTimeout(r, 20));
    expect(inFlightRequests()).toBe(before + 2);
    let idle: boolean | undefined;
    const waiting = waitForIdle(5_000, 50).then((v) => (idle = v));
    await new Promise((r) => setTimeout(r, 200));
    expect(idle).toBeUndefined();
    release();
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200]);
    await waiting;
    expect(idle).toBe(true);
    expect(inFlightRequests()).toBe(before);
  });

  it('is not held off by short requests that keep ending (a load balancer checking /ready)', async () => {
    const { app } = slowApp();
    app.get('/quick', (c) => c.text('ok'));
    const checks = setInterval(() => void app.request('/quick'), 20);
    try {
      expect(await waitForIdle(3_000, 100)).toBe(true);
    } finally {
      clearInterval(checks);
    }
  });

  it('gives up after the grace when a request never ends', async () => {
    const { app, release } = slowApp();
    const answer = app.request('/slow');
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    expect(await waitForIdle(300, 50)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    release();
    await answer;
  });

  it('reads SHUTDOWN_GRACE_SECONDS (default 25)', () => {
    expect(shutdownGraceMs({})).toBe(25_000);
    expect(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '5' })).toBe(5_000);
    expect(() => shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
