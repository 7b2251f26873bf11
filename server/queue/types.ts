import 'server-only';
import type { ServerConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import type { Plugins } from '@/server/deps';
import type { PaymentsProvider } from '@/server/payments-provider';

/** What every handler gets: the process's database, payments provider and clock (tests pass their own). */
export type JobContext = {
  db: Db;
  payments: PaymentsProvider;
  now: () => Date;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** the process's mailer (SMTP or the dev outbox); jobs that mail fall back to the outbox without one */
  mailer?: Mailer;
  /** the process's configuration (links in mails, secrets); jobs load it when a test passes none */
  config?: ServerConfig;
  /**
   * the plugin lists (server/deps.ts): the job registry (server/wiring/jobs.ts) hands them to every job it
   * runs; a test calling one handler directly may leave them out
   */
  plugins?: Plugins;
};

/** The plugin lists of a job's context; a job that needs them fails loudly without them. */
export function pluginsOf(ctx: JobContext): Plugins {
  if (!ctx.plugins) throw new Error('a job context without plugins: run jobs through server/wiring/jobs.ts');
  return ctx.plugins;
}

/**
 * One queue and its handler. Delivery is at-least-once (a crashed worker's job is retried), so every
 * handler must be idempotent: it reads the state it is about to change and does nothing when the change
 * is already there. A handler that throws is retried with exponential backoff up to `retryLimit`.
 */
export type JobDefinition<T = Record<string, unknown>> = {
  name: string;
  handler(data: T, ctx: JobContext): Promise<void>;
  retryLimit?: number;
  /** seconds before the first retry; doubled each time with `retryBackoff` */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** a job active longer than this is presumed dead (its worker crashed) and retried */
  expireInSeconds?: number;
  /** cron (UTC): the queue also runs on this schedule */
  cron?: string;
  /** how many jobs one worker fetches at once */
  batchSize?: number;
};

export const JOB_DEFAULTS = {
  retryLimit: 8,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 300,
} as const;
