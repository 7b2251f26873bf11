import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';

export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' };

/**
 * Claims `key` for this request inside the caller's transaction. A concurrent request with the same key
 * waits on the primary key until the first commits (then replays its answer) or rolls back (then claims it).
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  organizationId: string,
  key: string,
  fingerprint: string,
): Promise<IdempotencyClaim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ organizationId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'new' };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.organizationId, organizationId), eq(idempotencyKeys.key, key)));
  if (!row || row.fingerprint !== fingerprint || row.status === null) return { kind: 'mismatch' };
  return { kind: 'replay', status: row.status, body: row.response };
}

export function saveIdempotentResponse(
  db: DbOrTx,
  organizationId: string,
  key: string,
  status: number,
  body: unknown,
) {
  return db
    .update(idempotencyKeys)
    .set({ status, response: body })
    .where(and(eq(idempotencyKeys.organizationId, organizationId), eq(idempotencyKeys.key, key)));
}
