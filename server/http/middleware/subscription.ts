import 'server-only';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/errors';
import { getSubscription } from '@/server/modules/billing/billing.service';
import type { AppEnv } from '../context';

/**
 * Writes to a subscription-guarded module (lib/modules.ts: comms, hiring, leave, shifts) answer 402 once the
 * organisation's subscription has expired. Reads stay open so employers can still see their data. Runs after
 * requireOrganization; the module router attaches it to guarded modules' writes only.
 */
export const requireLiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const { db, now } = c.var.deps;
  const subscription = await getSubscription(db, c.var.organizationId, now());
  if (!subscription.hasAccess) throw new AppError('SUBSCRIPTION_EXPIRED', 'errors.subscriptionExpired');
  await next();
});
