import 'server-only';
import { and, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { authFailures } from '@/server/db/schema';
import { SCOPE_WINDOW_MS } from './rate-limit';

/**
 * Rows count against their key for their scope's window (rate-limit.ts: 15 minutes for failures, an hour for
 * sign-ups, a day for sign-up warnings); older rows only take space. Deletes each scope's rows older than its
 * window (a scheduled job); idempotent. Returns how many went.
 */
export async function purgeAuthFailures(db: DbOrTx, now: Date) {
  const expired = Object.entries(SCOPE_WINDOW_MS).map(([scope, window]) =>
    and(eq(authFailures.scope, scope), lt(authFailures.createdAt, new Date(now.getTime() - window))),
  );
  const rows = await db
    .delete(authFailures)
    .where(or(...expired))
    .returning({ id: authFailures.id });
  return rows.length;
}
