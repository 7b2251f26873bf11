import 'server-only';
import type { AccountSession } from '@/lib/contracts/account-sessions';
import type { AppDeps, AuthContext } from '@/server/deps';
import { notFound } from '@/server/errors';
import type { AuditSource } from '@/server/modules/audit/audit.service';
import { listLiveSessions, sessionLimits } from '@/server/modules/identity/identity.queries';
import {
  recordAccountAudit,
  revokeOtherSessions,
  revokeOwnSession,
} from '@/server/modules/identity/identity.service';
import { describeUserAgent } from './user-agent';

/** The signed-in person's live sessions, the newest first, the one asking marked `current` (issue 33). */
export async function listSessions(deps: AppDeps, auth: AuthContext): Promise<AccountSession[]> {
  const rows = await listLiveSessions(deps.db, auth.userId, deps.now(), sessionLimits(deps.config));
  return rows.map((s) => ({
    id: s.id,
    device: describeUserAgent(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === auth.sessionId,
  }));
}

/** Ends one of the person's own sessions at once (another person's id, or one already over: 404); audited. */
export async function endSession(deps: AppDeps, auth: AuthContext, sessionId: string, source: AuditSource) {
  await deps.db.transaction(async (tx) => {
    if (!(await revokeOwnSession({ ...deps, db: tx }, auth.userId, sessionId)))
      throw notFound('account.api.sessionNotFound');
    await recordAccountAudit(tx, {
      userId: auth.userId,
      source,
      before: { sessionId, signedIn: true },
      after: { sessionId, signedIn: false },
    });
  });
}

/** Sign out everywhere else: ends every live session of the person but this one, audited; returns their ids. */
export async function endOtherSessions(deps: AppDeps, auth: AuthContext, source: AuditSource) {
  const ids = await deps.db.transaction(async (tx) => {
    const ended = await revokeOtherSessions({ ...deps, db: tx }, auth.userId, auth.sessionId);
    await recordAccountAudit(tx, {
      userId: auth.userId,
      source,
      after: { otherSessionsRevoked: ended.length },
    });
    return ended;
  });
  return ids;
}
