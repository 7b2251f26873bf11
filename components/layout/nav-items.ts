import type { Permission } from '@/lib/contracts/permissions';

/**
 * The sidebar's modules (spec §2); `consultantOnly` items show for consultants only, `guarded` need a live
 * subscription, and `permissions` (any of them) hide a module from team admins who may not use it.
 */
export type NavItem = { key: string; href: string; consultantOnly?: boolean; guarded?: boolean; permissions?: Permission[]; icon: string };

const EMPLOYEES: Permission[] = ['employees'];

// Icons are one SVG path each (24×24, stroked), to avoid an icon package for a dozen glyphs.
export const NAV_ITEMS: NavItem[] = [
  { key: 'dashboard', href: '/app/dashboard', icon: 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10' },
  { key: 'employees', href: '/app/employees', permissions: EMPLOYEES, icon: 'M16 19v-1a4 4 0 00-4-4H6a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6m13 9v-1a4 4 0 00-3-3.9M16 4.1a3 3 0 010 5.8' },
  { key: 'departments', href: '/app/employees/departments', permissions: EMPLOYEES, icon: 'M4 21V5a2 2 0 012-2h8a2 2 0 012 2v16M16 9h2a2 2 0 012 2v10M8 7h4M8 11h4M8 15h4' },
  { key: 'groups', href: '/app/employees/groups', permissions: EMPLOYEES, icon: 'M4 6h16M4 12h16M4 18h10' },
  { key: 'payroll', href: '/app/payroll', permissions: ['payroll.create', 'payroll.approve'], icon: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5M6 10v4M18 10v4' },
  { key: 'remittances', href: '/app/employees/remittances', permissions: EMPLOYEES, icon: 'M7 3h10l4 4v14H3V3h4m2 9h6m-6 4h6' },
  { key: 'benefits', href: '/app/employees/benefits', permissions: EMPLOYEES, icon: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0S10 3 7.5 3a2 2 0 000 4H12m0 0s2-4 4.5-4a2 2 0 010 4H12' },
  { key: 'wallet', href: '/app/wallet', permissions: ['wallet'], icon: 'M3 7a2 2 0 012-2h14v4M3 7v10a2 2 0 002 2h16V9H5a2 2 0 01-2-2m14 7h.01' },
  { key: 'leave', href: '/app/leave', guarded: true, permissions: ['leave'], icon: 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 012 2v14a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2' },
  { key: 'shifts', href: '/app/shifts', guarded: true, permissions: ['shifts'], icon: 'M12 7v5l3 3M12 21a9 9 0 100-18 9 9 0 000 18' },
  { key: 'hiring', href: '/app/hiring', guarded: true, permissions: ['hiring'], icon: 'M20 7H4a2 2 0 00-2 2v9a2 2 0 002 2h16a2 2 0 002-2V9a2 2 0 00-2-2M16 7V5a2 2 0 00-2-2h-4a2 2 0 00-2 2v2' },
  { key: 'comms', href: '/app/comms', guarded: true, permissions: ['comms'], icon: 'M21 15a2 2 0 01-2 2H7l-4 4V5a2 2 0 012-2h14a2 2 0 012 2z' },
  { key: 'analytics', href: '/app/analytics', consultantOnly: true, icon: 'M3 3v18h18M7 15l4-4 3 3 5-6' },
  { key: 'billing', href: '/app/billing', consultantOnly: true, icon: 'M2 7h20v12H2zM2 11h20' },
  { key: 'manageTeams', href: '/app/manage-teams', consultantOnly: true, icon: 'M17 21v-2a4 4 0 00-4-4H5a4 4 0 00-4 4v2m8-10a4 4 0 100-8 4 4 0 000 8m14 10v-2a4 4 0 00-3-3.9' },
  { key: 'settings', href: '/app/settings', icon: 'M12 15a3 3 0 100-6 3 3 0 000 6m7.4-3a7.4 7.4 0 00-.1-1.2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 00-2-1.2L14.5 3h-5l-.4 2.6a7.4 7.4 0 00-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 000 2.4l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 002 1.2l.4 2.6h5l.4-2.6a7.4 7.4 0 002-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2' },
];

/** The longest nav href that prefixes the path is the active item (so departments wins over employees). */
export function activeNavKey(pathname: string, items: NavItem[]): string | undefined {
  return items
    .filter((i) => pathname === i.href || pathname.startsWith(`${i.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.key;
}
