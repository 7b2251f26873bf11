import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type ServerConfig = {
  authSecret: Uint8Array;
  appUrl: string;
  isProduction: boolean;
  mailTransport: 'outbox' | 'smtp';
  smtpUrl?: string;
  mailFrom: string;
  sessionDays: number;
  /** A session unused this long ends (`SESSION_IDLE_MINUTES`, default 30; OWASP ASVS 7.3.1). */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however busy (`SESSION_ABSOLUTE_HOURS`, default 12; ASVS 7.3.2). */
  sessionAbsoluteHours: number;
  /**
   * How many reverse proxies in front of the app may be believed about the client's address
   * (`TRUST_PROXY`: unset/false = 0, so X-Forwarded-For is ignored; true = 1; or a number of hops).
   */
  trustProxy: number;
  /** Sign-ups allowed per client address per hour (`SIGNUP_RATE_LIMIT`, default 20). */
  signupRateLimit: number;
  /**
   * In production the mail outbox is readable over HTTP only with this token in `X-Outbox-Token`
   * (`DEV_OUTBOX_TOKEN`); unset there, it is not readable at all. Outside production it stays open.
   */
  outboxToken?: string;
};

/** Environment variables holding secrets: production refuses to start when one is set shorter than 32 bytes. */
export const SECRET_ENV_VARS = ['AUTH_SECRET', 'PAYMENTS_WEBHOOK_SECRET', 'DEV_OUTBOX_TOKEN'] as const;
export const MIN_SECRET_BYTES = 32;

/** Throws naming every secret (set, or required) that is shorter than 32 bytes. */
export function assertStrongSecrets(env: Record<string, string | undefined> = process.env) {
  const weak = SECRET_ENV_VARS.filter(
    (name) => env[name] !== undefined && Buffer.byteLength(env[name]!, 'utf8') < MIN_SECRET_BYTES,
  );
  if (weak.length)
    throw new Error(`${weak.join(', ')} must be at least ${MIN_SECRET_BYTES} bytes in production.`);
}

/**
 * What every process of one deployment must be given, and given equal (issue 34): tokens signed by one server are
 * checked by another, fields encrypted by a worker are read by a server, webhooks are signed for all, and Next.js
 * encrypts server-action ids with NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (an AES key, base64) — without it each
 * server would make up its own and reject the others'. A generated value would differ per process, so production
 * refuses to start without each.
 */
export const REQUIRED_PRODUCTION_ENV_VARS = [
  'AUTH_SECRET',
  'FIELD_ENCRYPTION_KEY',
  'PAYMENTS_WEBHOOK_SECRET',
  'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
] as const;

/** Throws naming each of REQUIRED_PRODUCTION_ENV_VARS that is unset or blank, or a server-actions key that is not one. */
export function assertRequiredSecrets(env: Record<string, string | undefined> = process.env) {
  const missing = REQUIRED_PRODUCTION_ENV_VARS.filter((name) => !env[name]?.trim());
  if (missing.length)
    throw new Error(
      `${missing.join(', ')} must be set in production, equal on every server and worker (README, "Running several servers").`,
    );
  const actionsKey = Buffer.from(env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY!, 'base64').length;
  if (![16, 24, 32].includes(actionsKey))
    throw new Error(
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be an AES key in base64 (openssl rand -base64 32).',
    );
}

/** TRUST_PROXY → the number of trusted proxy hops (0: X-Forwarded-For never counts). */
export function parseTrustProxy(value: string | undefined): number {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0' || v === 'no' || v === 'off') return 0;
  if (v === 'true' || v === 'yes' || v === 'on') return 1;
  const hops = Number(v);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY must be true, false or a number of proxy hops (got "${value}").`);
  return hops;
}

/** A positive whole number from the environment, or `fallback` when unset. */
function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive whole number (got "${value}").`);
  return n;
}

function parseSignupLimit(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 20;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`SIGNUP_RATE_LIMIT must be a whole number of sign-ups per hour (got "${value}").`);
  return n;
}

/**
 * The public URL mailed links start with (`APP_URL`, without a trailing slash). Production must name it: a
 * guessed one would mail links to nowhere. Elsewhere it defaults to this server on localhost at the port it
 * listens on: `PORT`, which `next dev -p`/`next start -p` also set once listening (3000 when neither says).
 */
export function resolveAppUrl(
  env: Record<string, string | undefined> = process.env,
  isProduction = env.NODE_ENV === 'production',
): string {
  const set = env.APP_URL?.trim();
  if (set) return set.replace(/\/+$/, '');
  if (isProduction)
    throw new Error('APP_URL must be set in production: the public URL mailed links start with (https://…).');
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}

/**
 * AUTH_SECRET signs session tokens. Production must set it; elsewhere one is generated once and kept in
 * `.data/auth-secret` so tokens survive restarts of `npm run dev`.
 */
function loadAuthSecret(isProduction: boolean): string {
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv) return fromEnv;
  if (isProduction) throw new Error('AUTH_SECRET must be set in production (32+ random bytes, base64).');
  const file = path.join(process.cwd(), '.data/auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('base64');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(): ServerConfig {
  const isProduction = process.env.NODE_ENV === 'production';
  const transport = process.env.MAIL_TRANSPORT ?? (process.env.SMTP_URL ? 'smtp' : 'outbox');
  if (isProduction && transport === 'outbox' && !process.env.MAIL_TRANSPORT) {
    throw new Error('Production needs SMTP_URL, or MAIL_TRANSPORT=outbox to keep mail in the database.');
  }
  if (isProduction) {
    assertRequiredSecrets(process.env);
    assertStrongSecrets(process.env);
  }
  return {
    authSecret: new TextEncoder().encode(loadAuthSecret(isProduction)),
    appUrl: resolveAppUrl(process.env, isProduction),
    isProduction,
    mailTransport: transport === 'smtp' ? 'smtp' : 'outbox',
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.MAIL_FROM ?? 'Paygrid <no-reply@paygrid.test>',
    sessionDays: 7,
    sessionIdleMinutes: parsePositiveInt('SESSION_IDLE_MINUTES', process.env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: parsePositiveInt('SESSION_ABSOLUTE_HOURS', process.env.SESSION_ABSOLUTE_HOURS, 12),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    signupRateLimit: parseSignupLimit(process.env.SIGNUP_RATE_LIMIT),
    outboxToken: process.env.DEV_OUTBOX_TOKEN || undefined,
  };
}
