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
};

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
  return {
    authSecret: new TextEncoder().encode(loadAuthSecret(isProduction)),
    appUrl: process.env.APP_URL ?? 'http://localhost:3000',
    isProduction,
    mailTransport: transport === 'smtp' ? 'smtp' : 'outbox',
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.MAIL_FROM ?? 'Paygrid <no-reply@paygrid.test>',
    sessionDays: 7,
  };
}
