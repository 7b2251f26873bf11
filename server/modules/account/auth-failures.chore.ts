import 'server-only';
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { authFailures } from '@/server/db/schema';
import { LONGEST_WINDOW_MS } from './rate-limit';

/**
 * Rows count against their key for their scope's window (rate-limit.ts: 15 minutes for failures, an hour for
 * sign-ups, a day for sign-up warnings); older rows only take space. Deletes those older than the longest
 * window (a scheduled job), so no scope loses rows it still counts; idempotent. Returns how many went.
 */
export async function purgeAuthFailures(db: DbOrTx, now: Date) {
  const rows = await db
    .delete(authFailures)
    .where(lt(authFailures.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)))
    .returning({ id: authFailures.id });
  return rows.length;
}
