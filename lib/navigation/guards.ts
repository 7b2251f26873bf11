/** Screens only consultants may open (spec §2, §6). */
export const CONSULTANT_ONLY = [/^\/app\/analytics(\/|$)/, /^\/app\/billing(\/|$)/, /^\/app\/manage-teams(\/|$)/];
/** Screens that need a live subscription (spec §2): an expired one lands on the dashboard with the pay-wall. */
export const SUBSCRIPTION_GUARDED = [/^\/app\/comms(\/|$)/, /^\/app\/hiring(\/|$)/, /^\/app\/leave(\/|$)/, /^\/app\/shifts(\/|$)/];

export const isConsultantOnly = (pathname: string) => CONSULTANT_ONLY.some((r) => r.test(pathname));
export const isSubscriptionGuarded = (pathname: string) => SUBSCRIPTION_GUARDED.some((r) => r.test(pathname));
export const isConsultantRole = (roles: readonly string[]) => roles.some((r) => r === 'consultant' || r === 'consultant_member');

/** Query flag the dashboard reads to open the pay-wall after a subscription redirect. */
export const PAYWALL_PARAM = 'paywall';
