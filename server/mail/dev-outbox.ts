import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ServerConfig } from '@/server/config';
import { notFound } from '@/server/errors';

/**
 * The one rule for every dev outbox (mail, chat, and any later one): the routes exist only where messages are
 * kept in the database (outside production, or with MAIL_TRANSPORT=outbox), and they hold sign-in, PIN and
 * approval links — so in production they answer only a request carrying DEV_OUTBOX_TOKEN in `X-Outbox-Token`.
 */
export const outboxEnabled = () =>
  process.env.NODE_ENV !== 'production' || process.env.MAIL_TRANSPORT === 'outbox';

/** The header a dev outbox route documents and reads. */
export const outboxTokenHeaders = z.object({ 'x-outbox-token': z.string().optional() });

/**
 * Who may read an outbox over HTTP: anyone outside production; in production only a request carrying
 * DEV_OUTBOX_TOKEN in `X-Outbox-Token`, and nobody when it is unset.
 */
export function mayReadOutbox(
  config: Pick<ServerConfig, 'isProduction' | 'outboxToken'>,
  given: string | undefined,
) {
  if (!config.isProduction) return true;
  if (!config.outboxToken || !given) return false;
  const a = createHash('sha256').update(config.outboxToken).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** 404 (as if there were no outbox) unless `mayReadOutbox`. */
export function assertMayReadOutbox(
  config: Pick<ServerConfig, 'isProduction' | 'outboxToken'>,
  given: string | undefined,
) {
  if (!mayReadOutbox(config, given)) throw notFound();
}
