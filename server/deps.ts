import 'server-only';
import type { Db } from '@/server/db/client';
import type { ServerConfig } from '@/server/config';
import type { Mailer } from '@/server/mail/mailer';

/**
 * What the app is built from (the kernel's one handle on the process): its database, configuration, mailer and
 * clock. Services take it for requests and jobs alike (server/queue/job-deps.ts builds it from a job's
 * context); tests pass their own database, mailer and clock.
 */
export type AppDeps = {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  now: () => Date;
  /** Waits before answering (the rate limiter's per-account delay); tests pass one that records instead. */
  sleep?: (ms: number) => Promise<void>;
};

/** The signed-in actor, resolved by the session middleware from a verified, unrevoked token. */
export type AuthContext = {
  userId: string;
  sessionId: string;
  /** The organisation the session works in; null in consultant mode. */
  organizationId: string | null;
  roles: string[];
};
