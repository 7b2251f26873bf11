import 'server-only';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/errors';
import { verifySessionToken } from '@/server/modules/account/account.crypto';
import { findLiveSession } from '@/server/modules/account/account.repo';
import { getSubscription } from '@/server/modules/billing/billing.service';
import type { AppEnv } from '../context';

/** API prefixes of the subscription-guarded modules (comms, hiring, leave, shifts). */
export const SUBSCRIPTION_GUARDED_PREFIXES = ['/comms', '/suggestions', '/jobs', '/leaves', '/shifts'];

/**
 * Writes to a guarded module answer 402 while the organisation's subscription is expired. Reads stay
 * open so employers can still see their data. Requests without a session fall through to the routes,
 * which answer 401 themselves.
 */
export const requireLiveSubscriptionForWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const header = c.req.header('authorization');
  const { db, config, now } = c.var.deps;
  const claims = header?.startsWith('Bearer ') ? await verifySessionToken(header.slice(7).trim(), config.authSecret) : null;
  const session = claims && (await findLiveSession(db, claims.sid, now()));
  if (session?.organizationId) {
    const subscription = await getSubscription(db, session.organizationId, now());
    if (!subscription.hasAccess) throw new AppError('SUBSCRIPTION_EXPIRED', 'errors.subscriptionExpired');
  }
  await next();
});
