import 'server-only';
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { authFailures } from '@/server/db/schema';
import { FAILURE_WINDOW_MS } from './rate-limit';

/** Failures count against their key for FAILURE_WINDOW_MS (rate-limit.ts); older rows only take space. Deletes them older than the window (a scheduled job); idempotent. Returns how many went. */
export async function purgeAuthFailures(db: DbOrTx, now: Date) {
  const rows = await db
    .delete(authFailures)
    .where(lt(authFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)))
    .returning({ id: authFailures.id });
  return rows.length;
}
