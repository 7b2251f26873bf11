import 'server-only';
import pino from 'pino';
import { traceLogFields } from '@/server/telemetry/hooks';

// Secrets and personal identifiers never reach the log (issue 10, hole 8), at the top of a logged object or
// one or two levels inside it (`{ err: { input: { bvn } } }`).
const NEVER_LOGGED = [
  'password',
  'currentPassword',
  'newPassword',
  'otp',
  'token',
  'pin',
  'bvn',
  'nin',
  'rsaPin',
  'taxId',
  'idNumber',
  'accountNumber',
];

/** pino's redaction paths (exported for its test). */
export const LOG_REDACT = [
  'req.headers.authorization',
  ...NEVER_LOGGED.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

// Structured JSON logs; every request logs through a child carrying its request id.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'paygrid-api' },
  // the active trace's id (OpenTelemetry, when on): a request's log lines and its trace share it
  mixin: traceLogFields,
  redact: ['req.headers.authorization', ...NEVER_LOGGED.flatMap((key) => [key, `*.${key}`, `*.*.${key}`])],
});

export type Logger = typeof logger;
