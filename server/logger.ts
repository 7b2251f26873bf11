import 'server-only';
import pino from 'pino';

// Structured JSON logs; every request logs through a child carrying its request id.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'paygrid-api' },
  redact: ['req.headers.authorization', 'password', 'currentPassword', 'newPassword', 'otp', 'token'],
});

export type Logger = typeof logger;
