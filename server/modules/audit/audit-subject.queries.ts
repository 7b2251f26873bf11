import 'server-only';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { auditLogs } from '@/server/db/schema';

/**
 * Audit reads about one subject or one actor, for other modules: a data subject's export lists the entries
 * about them, and a rate limit counts an actor's recent uses of one action from the log itself (DB-backed,
 * so every server and restart counts the same).
 */

/** The organisation's audit entries whose subject is `entityId` (an employee's id), oldest first. */
export function listSubjectAudits(db: DbOrTx, organizationId: string, entityId: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.entityId, entityId)))
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
}

/** How many times the user performed `action` since `since`, in any organisation. */
export async function countActorActions(db: DbOrTx, actorUserId: string, action: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.actorUserId, actorUserId),
        eq(auditLogs.action, action),
        gte(auditLogs.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}
