import 'server-only';
import { createMiddleware } from 'hono/factory';
import { cheapestPlanFor, planIncludes, type ModuleName } from '@/lib/modules';
import { AppError } from '@/server/errors';
import type { AppEnv } from '../context';

/**
 * Whether the organisation may use `module` (lib/modules.ts), from one read of its subscription. Runs after
 * requireOrganization; the module router attaches it to a module's organisation routes:
 * - `expiry` (writes of subscription-guarded modules: comms, hiring, leave, shifts): 402 `SUBSCRIPTION_EXPIRED`
 *   once the subscription has expired. Reads stay open so employers can still see their data.
 * - `plan` (every route of a module outside the cheapest plan): a plan that does not include the module answers
 *   402 `PLAN_REQUIRED` naming the cheapest plan that does, reads too (the module was never paid for); an
 *   expired subscription answers `SUBSCRIPTION_EXPIRED` there as well, since renewing comes first.
 */
export function requireModuleAccess(module: ModuleName, checks: { expiry: boolean; plan: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, now, plugins } = c.var.deps;
    // billing's reading (`plugins.subscriptionAccess`): the HTTP layer imports no module above it
    const subscription = await plugins.subscriptionAccess(db, c.var.organizationId, now());
    const outsidePlan = checks.plan && !planIncludes(subscription.plan, module);
    if (!subscription.hasAccess && (checks.expiry || outsidePlan))
      throw new AppError('SUBSCRIPTION_EXPIRED', 'errors.subscriptionExpired');
    if (outsidePlan)
      throw new AppError('PLAN_REQUIRED', `billing.errors.planRequired.${cheapestPlanFor(module)}`);
    await next();
  });
}
