import 'server-only';
import { createMiddleware } from 'hono/factory';
import { unauthenticated } from '@/server/errors';
import { verifySessionToken } from '@/server/crypto/tokens';
import { findLiveSession, sessionLimits, TOUCH_EVERY_MS } from '@/server/modules/identity/identity.queries';
import { touchSession } from '@/server/modules/identity/identity.service';
import type { AppEnv } from '../context';
import { memoized } from '../render-memo';
import { sessionToken } from '../session-cookie';

/**
 * Requires a session token (`Authorization: Bearer`, or the HttpOnly session cookie): a valid signature AND a
 * live row in `sessions`, so logout and password changes revoke tokens before they expire.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = sessionToken(c);
  if (!token) throw unauthenticated();
  const { db, config, now } = c.var.deps;
  const claims = await verifySessionToken(token, config.authSecret);
  if (!claims) throw unauthenticated();
  const at = now();
  const session = await memoized(c, `session:${claims.sid}`, () =>
    findLiveSession(db, claims.sid, at, sessionLimits(config)),
  );
  // Revoked, expired, idle too long or over-age: the same 401.
  if (!session || session.userId !== claims.sub) throw unauthenticated('errors.sessionExpired');
  // Keeps an active session from idling out; written at most once a minute (the row says when it last was).
  if (at.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await memoized(c, `touch:${session.id}`, async () => {
      await touchSession(db, session.id, at);
    });
  }
  c.set('auth', {
    userId: claims.sub,
    sessionId: session.id,
    organizationId: session.organizationId,
    roles: claims.roles,
  });
  await next();
});
