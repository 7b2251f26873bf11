/** Route guards read the module registry (lib/modules.ts): which screens are consultant-only or subscription-guarded. */
export { isConsultantOnly, isSubscriptionGuarded } from '@/lib/modules';

export const isConsultantRole = (roles: readonly string[]) =>
  roles.some((r) => r === 'consultant' || r === 'consultant_member');

/** Query flag the dashboard reads to open the pay-wall after a subscription redirect. */
export const PAYWALL_PARAM = 'paywall';
