import 'server-only';
import { loadConfig } from '@/server/config';
import type { CoreDeps } from '@/server/deps';
import { outboxMailer } from '@/server/mail/mailer';
import type { JobContext } from './types';

/**
 * What a route's service gets (CoreDeps: AppDeps without the plugin lists), built from a job's context: module
 * services written for requests run unchanged in a worker. Without a mailer (tests), mail goes to the outbox
 * table.
 */
export function jobDeps(ctx: JobContext): CoreDeps {
  return {
    db: ctx.db,
    config: ctx.config ?? loadConfig(),
    mailer: ctx.mailer ?? outboxMailer(ctx.db),
    now: ctx.now,
  };
}
