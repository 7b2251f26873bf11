import { desc, eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { openPglite, openPostgres } from '@/server/boot/database';
import { outboxMails } from '@/server/db/schema';
import type { ServerConfig } from '@/server/config';
import { createApp, type App } from '@/server/wiring/app';
import { appDeps } from '@/server/wiring/plugins';
import type { AppDeps } from '@/server/deps';
import { outboxMailer } from '@/server/mail/mailer';

/** A clock tests can move forward (OTP expiry, rate-limit windows); reset it after use. */
export const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
  advance(ms: number) {
    clock.offsetMs += ms;
  },
  reset() {
    clock.offsetMs = 0;
  },
  /** The rate limiter's delays, recorded instead of waited for. */
  sleeps: [] as number[],
  async sleep(ms: number) {
    clock.sleeps.push(ms);
  },
};

export const testConfig: ServerConfig = {
  authSecret: new TextEncoder().encode('test-secret-test-secret-test-secret!'),
  appUrl: 'http://localhost:3000',
  isProduction: false,
  mailTransport: 'outbox',
  mailFrom: 'Paygrid <no-reply@paygrid.test>',
  sessionDays: 7,
  // Suites move the clock by hours and days (bank-change cool-offs, OTP expiry) with one sign-in: sessions here
  // never idle out or age out; the session-expiry tests build an app with the real limits (30 min, 12 h).
  sessionIdleMinutes: 1_000_000,
  sessionAbsoluteHours: 1_000_000,
  // Tests name their client address in X-Forwarded-For (uniqueIp), as a trusted proxy would.
  trustProxy: 1,
  // High enough that suites signing up many accounts from one address never hit it (tests of the limit build their own app).
  signupRateLimit: 1000,
};

type Harness = { app: App; deps: AppDeps; handle: DbHandle };
const holder = globalThis as unknown as { __paygridTest?: Promise<Harness> };

/**
 * One database and app per test worker (files in a worker share it; isolate is off for server suites):
 * PGlite in memory, or the PostgreSQL of TEST_DATABASE_URL for the `server-pg` project.
 */
export function getHarness(): Promise<Harness> {
  holder.__paygridTest ??= (async () => {
    const handle =
      process.env.TEST_DB === 'pg' ? await openPostgres(process.env.TEST_DATABASE_URL!) : await openPglite();
    // the full dependencies, the wired plugin lists included (pay sources, approval hooks, payout listeners, …)
    const deps: AppDeps = appDeps({
      db: handle.db,
      config: testConfig,
      mailer: outboxMailer(handle.db),
      now: clock.now,
      sleep: clock.sleep,
    });
    return { app: createApp(deps), deps, handle };
  })();
  return holder.__paygridTest;
}

export type Call = {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** Calls the API in-process; `path` is relative to /api/v1. */
export async function api(path: string, { method = 'GET', token, body, headers = {} }: Call = {}) {
  const { app } = await getHarness();
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}

export async function latestMail(to: string) {
  const { deps } = await getHarness();
  const [mail] = await deps.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, to.toLowerCase()))
    .orderBy(desc(outboxMails.createdAt))
    .limit(1);
  return mail;
}

export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
export const uniqueEmail = (tag = 'user') => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
/** A distinct client address per test, so per-IP rate limits never leak between tests. */
export const uniqueIp = () => `test-client-${crypto.randomUUID().slice(0, 8)}`;
