import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { purgeHits } from '@/server/modules/platform/rate-limit.service';
import { SCOPE_WINDOW_MS } from './rate-limit';

/**
 * Rows count against their key for their scope's window (rate-limit.ts: 15 minutes for failures, an hour for
 * sign-ups, a day for sign-up warnings); older rows only take space. Deletes each scope's rows older than its
 * window (a scheduled job); idempotent. Returns how many went.
 */
export function purgeAuthFailures(db: DbOrTx, now: Date) {
  return purgeHits(db, SCOPE_WINDOW_MS, now);
}
