import 'server-only';
import { and, desc, eq, gt, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { sessions } from '@/server/db/schema';

/**
 * How long a session lives (issue 33, OWASP ASVS 7.3): it ends `idleMs` after its last request and `absoluteMs`
 * after sign-in, whichever comes first, besides its token's `expires_at` and a revocation.
 */
export type SessionLimits = { idleMs: number; absoluteMs: number };

export const sessionLimits = (
  config: Pick<ServerConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>,
): SessionLimits => ({
  idleMs: config.sessionIdleMinutes * 60_000,
  absoluteMs: config.sessionAbsoluteHours * 3_600_000,
});

/** Last-seen is written at most this often per session, so a busy screen does not write on every request. */
export const TOUCH_EVERY_MS = 60_000;

/** The conditions of a live session at `now`: not revoked, not expired, not idle, not over-age. */
export function liveAt(now: Date, limits: SessionLimits): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
    gt(sessions.createdAt, new Date(now.getTime() - limits.absoluteMs)),
  )!;
}

/** The user's live sessions, the newest first (account/sessions). */
export function listLiveSessions(db: DbOrTx, userId: string, now: Date, limits: SessionLimits) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveAt(now, limits)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Revokes one live session of the user; false when it is not theirs or already over. */
export async function revokeOwnSession(
  db: DbOrTx,
  userId: string,
  id: string,
  now: Date,
  limits: SessionLimits,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), liveAt(now, limits)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the user but `keepId`; returns their ids (for the guard's cache). */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keepId: string,
  now: Date,
  limits: SessionLimits,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), liveAt(now, limits)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Records a request on the session, unless one was recorded within the last minute (a no-op then). */
export function touchSession(db: DbOrTx, id: string, now: Date) {
  return db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now.getTime() - TOUCH_EVERY_MS))));
}
