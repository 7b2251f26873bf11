/**
 * Route guards read the module registry (lib/modules.ts): which screens are consultant-only or
 * subscription-guarded, and which module of a screen the organisation's plan does not include.
 */
export { isConsultantOnly, isSubscriptionGuarded, moduleForScreen, moduleOutsidePlan } from '@/lib/modules';

export const isConsultantRole = (roles: readonly string[]) =>
  roles.some((r) => r === 'consultant' || r === 'consultant_member');

/**
 * Query flag the dashboard reads to open the pay-wall after a subscription or plan redirect; its value names
 * the module that was asked for (`?paywall=leave`), so the pay-wall offers the cheapest plan that includes it.
 */
export const PAYWALL_PARAM = 'paywall';
