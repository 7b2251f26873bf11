import type { Permission } from '@/lib/contracts/permissions';

/**
 * The module registry, one entry per module, read by middleware.ts (consultant, subscription and plan guards,
 * tab redirects), the sidebar, the audit log's filter, the API (mount prefix, guards, audit entity) and
 * billing (what each plan includes). A new module is one entry here plus its folder in each layer (README,
 * "Where things live"). Isomorphic (no server imports): the edge middleware and the browser read it.
 */

/** The paid plans, cheapest first; each includes every module of the plans before it. */
export const PLAN_IDS = ['starter', 'growth', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** A new organisation's plan: every module until the trial ends. */
export const TRIAL_PLAN = 'trial';

/**
 * The server's floors (issue 31): below the modules the kernel (SERVER_KERNEL); then floors 1–5, each module
 * naming its own (`floor`): 1 what the rest stands on (with server/http, whose middleware reads identity), 2
 * the workforce, 3 money, 4 what plugs into pay, 5 what gathers the rest; above them the root (SERVER_ROOT:
 * boot, seed, wiring), which imports anything and only entry points import.
 */
export type ServerFloor = 1 | 2 | 3 | 4 | 5;
export const SERVER_KERNEL = [
  'lib/',
  'server/db/',
  'server/deps.ts',
  'server/errors.ts',
  'server/config.ts',
  'server/crypto/',
  'server/mail/',
  'server/queue/',
  'server/payments-provider.ts',
  'server/storage.ts',
  'server/logger.ts',
  'server/i18n.ts',
  'server/documents/',
  'server/telemetry/',
] as const;
export const SERVER_HTTP = 'server/http/';
export const SERVER_ROOT = ['server/boot/', 'server/seed/', 'server/wiring/'] as const;

/** A tabbed screen: the tab lives in `?tab=`; a tab-less or unknown tab redirects to the first. */
export type TabRule = { pattern: RegExp; tabs: readonly string[] };

/** A sidebar link; the registry's order is the sidebar's order. `icon` is one 24×24 stroked SVG path. */
export type NavDef = { key: string; href: string; icon: string };

export type ModuleDef = {
  /** The module's one name: its screen route, folders and files in every layer, messages namespace, audit entity. */
  name: string;
  /** Where its API router is mounted under /api/v1 (`/` for a module whose paths start at several roots). */
  api?: string;
  /** Screen path prefixes the module owns (for the guards). */
  screens?: readonly string[];
  /** Team admins need one of these to see the module in the sidebar. Routes state their own permission. */
  permissions?: readonly Permission[];
  /** Also in the sidebar of a statutory admin (a person invited for one statutory type, without permissions). */
  statutoryAdmins?: boolean;
  /** Needs a live subscription: screens open the pay-wall, API writes answer 402 when it has expired. */
  subscription?: boolean;
  /**
   * The cheapest plan including the module (so do later plans and the trial); outside the organisation's plan
   * its screens open the pay-wall naming it, its API answers 402 `PLAN_REQUIRED`. None: in every plan.
   */
  plan?: PlanId;
  /** Screens only consultants may open (spec §2, §6). */
  consultantOnly?: boolean;
  /** The server floor of `server/modules/<name>`: it imports only floors up to its own (floors.test.ts). */
  floor?: ServerFloor;
  tabs?: readonly TabRule[];
  nav?: readonly NavDef[];
};

const EMPLOYEES: Permission[] = ['employees'];
const PAYROLL: Permission[] = ['payroll.create', 'payroll.approve'];

export const MODULES = [
  { name: 'platform', floor: 1, api: '/' },
  { name: 'account', floor: 5, api: '/account' },
  { name: 'organization', floor: 1, api: '/organizations', screens: ['/app/onboarding'] },
  {
    name: 'dashboard',
    floor: 5,
    api: '/',
    screens: ['/app/dashboard'],
    nav: [{ key: 'dashboard', href: '/app/dashboard', icon: 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10' }],
  },
  {
    name: 'employees',
    floor: 2,
    plan: 'starter',
    api: '/employees',
    screens: ['/app/employees'],
    permissions: EMPLOYEES,
    tabs: [
      { pattern: /^\/app\/employees$/, tabs: ['active', 'in-active'] },
      {
        pattern: /^\/app\/employees\/(?!bulk$|benefits|departments|groups|remittances)[^/]+$/,
        tabs: ['details', 'bonuses-deductions', 'payroll-history', 'queries'],
      },
    ],
    nav: [
      {
        key: 'employees',
        href: '/app/employees?tab=active',
        icon: 'M16 19v-1a4 4 0 00-4-4H6a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6m13 9v-1a4 4 0 00-3-3.9M16 4.1a3 3 0 010 5.8',
      },
    ],
  },
  {
    name: 'departments',
    floor: 2,
    plan: 'starter',
    api: '/departments',
    screens: ['/app/employees/departments'],
    permissions: EMPLOYEES,
    tabs: [{ pattern: /^\/app\/employees\/departments$/, tabs: ['all', 'without'] }],
    nav: [
      {
        key: 'departments',
        href: '/app/employees/departments?tab=all',
        icon: 'M4 21V5a2 2 0 012-2h8a2 2 0 012 2v16M16 9h2a2 2 0 012 2v10M8 7h4M8 11h4M8 15h4',
      },
    ],
  },
  {
    name: 'payroll-groups',
    floor: 2,
    plan: 'starter',
    api: '/payroll-groups',
    screens: ['/app/employees/groups'],
    permissions: EMPLOYEES,
    nav: [{ key: 'payroll-groups', href: '/app/employees/groups', icon: 'M4 6h16M4 12h16M4 18h10' }],
  },
  {
    name: 'payroll',
    floor: 3,
    plan: 'starter',
    api: '/payroll',
    screens: ['/app/payroll'],
    permissions: PAYROLL,
    nav: [
      {
        key: 'payroll',
        href: '/app/payroll',
        icon: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5M6 10v4M18 10v4',
      },
    ],
  },
  {
    name: 'remittances',
    floor: 4,
    plan: 'starter',
    api: '/statutory', // the spec fixes this path; the module is `remittances` in every other layer
    screens: ['/app/employees/remittances'],
    permissions: EMPLOYEES,
    statutoryAdmins: true,
    nav: [
      { key: 'remittances', href: '/app/employees/remittances', icon: 'M7 3h10l4 4v14H3V3h4m2 9h6m-6 4h6' },
    ],
  },
  {
    name: 'benefits',
    floor: 4,
    plan: 'growth',
    api: '/employees/benefits',
    screens: ['/app/employees/benefits'],
    permissions: EMPLOYEES,
    nav: [
      {
        key: 'benefits',
        href: '/app/employees/benefits',
        icon: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0S10 3 7.5 3a2 2 0 000 4H12m0 0s2-4 4.5-4a2 2 0 010 4H12',
      },
    ],
  },
  {
    name: 'wallet',
    floor: 3,
    plan: 'starter',
    api: '/',
    screens: ['/app/wallet'],
    permissions: ['wallet'],
    nav: [
      {
        key: 'wallet',
        href: '/app/wallet',
        icon: 'M3 7a2 2 0 012-2h14v4M3 7v10a2 2 0 002 2h16V9H5a2 2 0 01-2-2m14 7h.01',
      },
    ],
  },
  {
    name: 'leave',
    floor: 4,
    plan: 'growth',
    api: '/leaves',
    screens: ['/app/leave'],
    permissions: ['leave'],
    subscription: true,
    tabs: [
      { pattern: /^\/app\/leave$/, tabs: ['calendar', 'leave-requests', 'employees-on-leave', 'settings'] },
    ],
    nav: [
      {
        key: 'leave',
        href: '/app/leave?tab=calendar',
        icon: 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 012 2v14a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2',
      },
    ],
  },
  {
    name: 'shifts',
    floor: 4,
    plan: 'growth',
    api: '/shifts',
    screens: ['/app/shifts'],
    permissions: ['shifts'],
    subscription: true,
    tabs: [{ pattern: /^\/app\/shifts$/, tabs: ['active-schedule', 'shift-reports', 'locations'] }],
    nav: [
      {
        key: 'shifts',
        href: '/app/shifts?tab=active-schedule',
        icon: 'M12 7v5l3 3M12 21a9 9 0 100-18 9 9 0 000 18',
      },
    ],
  },
  {
    name: 'hiring',
    floor: 4,
    plan: 'enterprise',
    api: '/jobs', // the spec fixes this path; elsewhere the module is `hiring`, and "jobs" means background jobs
    screens: ['/app/hiring'],
    permissions: ['hiring'],
    subscription: true,
    tabs: [{ pattern: /^\/app\/hiring$/, tabs: ['active', 'in-active'] }],
    nav: [
      {
        key: 'hiring',
        href: '/app/hiring?tab=active',
        icon: 'M20 7H4a2 2 0 00-2 2v9a2 2 0 002 2h16a2 2 0 002-2V9a2 2 0 00-2-2M16 7V5a2 2 0 00-2-2h-4a2 2 0 00-2 2v2',
      },
    ],
  },
  {
    name: 'comms',
    floor: 4,
    plan: 'enterprise',
    api: '/',
    screens: ['/app/comms'],
    permissions: ['comms'],
    subscription: true,
    nav: [
      { key: 'comms', href: '/app/comms', icon: 'M21 15a2 2 0 01-2 2H7l-4 4V5a2 2 0 012-2h14a2 2 0 012 2z' },
    ],
  },
  {
    name: 'consultants',
    floor: 5,
    api: '/consultants',
    screens: ['/app/analytics', '/app/manage-teams'],
    consultantOnly: true,
    nav: [
      { key: 'analytics', href: '/app/analytics', icon: 'M3 3v18h18M7 15l4-4 3 3 5-6' },
      {
        key: 'manage-teams',
        href: '/app/manage-teams',
        icon: 'M17 21v-2a4 4 0 00-4-4H5a4 4 0 00-4 4v2m8-10a4 4 0 100-8 4 4 0 000 8m14 10v-2a4 4 0 00-3-3.9',
      },
    ],
  },
  {
    name: 'billing',
    floor: 3,
    api: '/billings',
    screens: ['/app/billing'],
    consultantOnly: true,
    nav: [{ key: 'billing', href: '/app/billing', icon: 'M2 7h20v12H2zM2 11h20' }],
  },
  {
    name: 'settings',
    floor: 2,
    api: '/organizations',
    screens: ['/app/settings'],
    tabs: [
      {
        pattern: /^\/app\/settings$/,
        tabs: [
          'company-info',
          'personal-info',
          'billing-info',
          'manage-team',
          'payroll-settings',
          'audit-log',
        ],
      },
    ],
    nav: [
      {
        key: 'settings',
        href: '/app/settings?tab=company-info',
        icon: 'M12 15a3 3 0 100-6 3 3 0 000 6m7.4-3a7.4 7.4 0 00-.1-1.2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 00-2-1.2L14.5 3h-5l-.4 2.6a7.4 7.4 0 00-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 000 2.4l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 002 1.2l.4 2.6h5l.4-2.6a7.4 7.4 0 002-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2',
      },
    ],
  },
  { name: 'kyc', floor: 2, api: '/organizations' },
  { name: 'team', floor: 2, api: '/organizations' },
  { name: 'audit', floor: 1, api: '/audits' },
  { name: 'notifications', floor: 1, api: '/notifications' },
  { name: 'payments', floor: 1, api: '/payments' },
  // transfers out of wallets (server-internal; only the provider's webhook is a route)
  { name: 'payouts', floor: 3, api: '/payouts' },
  // provider callbacks, sessionless: a real rail's signed webhooks inbox and its transfer approval URL
  { name: 'webhooks', floor: 4, api: '/webhooks' },
  // the organisation's security settings (issue 33 fixes /settings/security; settings lives at /organizations)
  { name: 'security', floor: 2, api: '/settings' },
  { name: 'files', floor: 1, api: '/file' },
  // Approval from chat: account/chat-link, bot/account/* (public, by token) and dev/chat-outbox.
  { name: 'chat', floor: 4, api: '/' },
  // Users, memberships and sessions under every other module (no routes: account serves the person's own).
  { name: 'identity', floor: 1 },
  // New organisations with their owner and trial, and the checklist; its one route mounts as organization's.
  { name: 'onboarding', floor: 5 },
] as const satisfies readonly ModuleDef[];

export type ModuleName = (typeof MODULES)[number]['name'];

const byName = new Map<string, ModuleDef>(MODULES.map((m) => [m.name, m]));

export function getModule(name: ModuleName): ModuleDef {
  return byName.get(name)!;
}

/** The module of a stored name (an audit row's entity), if it is one. */
export const findModule = (name: string): ModuleDef | undefined => byName.get(name);

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The module owning a screen path (the longest screen prefix wins: departments over employees). */
export function moduleForScreen(pathname: string): ModuleDef | undefined {
  let best: { m: ModuleDef; len: number } | undefined;
  for (const m of MODULES as readonly ModuleDef[]) {
    for (const s of m.screens ?? []) {
      if (under(pathname, s) && (!best || s.length > best.len)) best = { m, len: s.length };
    }
  }
  return best?.m;
}

export const isConsultantOnly = (pathname: string) => moduleForScreen(pathname)?.consultantOnly === true;
export const isSubscriptionGuarded = (pathname: string) => moduleForScreen(pathname)?.subscription === true;

const planRank = (plan: string) => (PLAN_IDS as readonly string[]).indexOf(plan);

/** Whether `plan` (a plan id or the trial) includes `module`; an unknown plan counts as the cheapest. */
export function planIncludes(plan: string, module: string): boolean {
  const needs = byName.get(module)?.plan;
  if (!needs || plan === TRIAL_PLAN) return true;
  return Math.max(planRank(plan), 0) >= planRank(needs);
}

/** The modules `plan` includes, in registry order: those whose cheapest plan is `plan` or one before it. */
export const planModules = (plan: PlanId): ModuleName[] =>
  (MODULES as readonly ModuleDef[])
    .filter((m) => m.plan && planRank(m.plan) <= planRank(plan))
    .map((m) => m.name as ModuleName);

/** The cheapest plan that includes `module`; null for a module every subscription has. */
export const cheapestPlanFor = (module: string): PlanId | null => byName.get(module)?.plan ?? null;

/**
 * The pay-wall's first offer for `module`: the cheapest plan including it, never below the paid plan (an
 * expired Enterprise renewed from Leave stays Enterprise); without a module, the paid plan or the cheapest.
 */
export function planToOffer(module: string | null | undefined, currentPlan?: string | null): PlanId {
  const needed = module ? planRank(cheapestPlanFor(module) ?? PLAN_IDS[0]) : 0;
  const paid = currentPlan ? planRank(currentPlan) : -1;
  return PLAN_IDS[Math.max(needed, paid, 0)]!;
}

/** The module owning a screen path that the organisation's plan does not include, if any. */
export function moduleOutsidePlan(pathname: string, plan: string): ModuleDef | undefined {
  const m = moduleForScreen(pathname);
  return m && !planIncludes(plan, m.name) ? m : undefined;
}

/** Every tab rule of every module. */
export const TAB_RULES: readonly TabRule[] = (MODULES as readonly ModuleDef[]).flatMap((m) => m.tabs ?? []);

/** The sidebar's items in registry order, with the flags the sidebar filters on. */
export const NAV = (MODULES as readonly ModuleDef[]).flatMap((m) =>
  (m.nav ?? []).map((n) => ({
    ...n,
    module: m.name,
    consultantOnly: m.consultantOnly === true,
    guarded: m.subscription === true,
    plan: m.plan ?? null,
    permissions: m.permissions,
    statutoryAdmins: m.statutoryAdmins === true,
  })),
);

/** Audit entities: every module with an API, named as its module. */
export const AUDIT_ENTITIES = (MODULES as readonly ModuleDef[]).filter((m) => m.api).map((m) => m.name);
