/**
 * Route guards read the module registry (lib/modules.ts): which screens are consultant-only or
 * subscription-guarded, and which module of a screen the organisation's plan does not include.
 */
import { isConsultantOnly } from '@/lib/modules';

export { isConsultantOnly, isSubscriptionGuarded, moduleForScreen, moduleOutsidePlan } from '@/lib/modules';

export const isConsultantRole = (roles: readonly string[]) =>
  roles.some((r) => r === 'consultant' || r === 'consultant_member');

/**
 * Whether a signed-in screen shows one organisation's data, so a consultant who has not chosen a client sees
 * "Choose a client" there instead. Not: the dashboard (it lists the clients), the consultant-only screens
 * (analytics, billing, manage teams) and the user's own personal info.
 */
export function needsOrganization(pathname: string, tab: string | null = null): boolean {
  if (pathname !== '/app' && !pathname.startsWith('/app/')) return false;
  if (pathname === '/app' || pathname === '/app/dashboard') return false;
  if (isConsultantOnly(pathname)) return false;
  return !(pathname === '/app/settings' && tab === 'personal-info');
}

/**
 * Query flag the dashboard reads to open the pay-wall after a subscription or plan redirect; its value names
 * the module that was asked for (`?paywall=leave`), so the pay-wall offers the cheapest plan that includes it.
 */
export const PAYWALL_PARAM = 'paywall';
