import type { Permission } from '@/lib/contracts/permissions';
import { NAV } from '@/lib/modules';

/**
 * The sidebar's modules, in registry order (lib/modules.ts): `consultantOnly` items show for consultants
 * only, `guarded` ones need a live subscription, a `module` the organisation's plan lacks opens the pay-wall,
 * and `permissions` (any of them) hide a module from team admins who may not use it. Each href carries the screen's default tab, so a click is never redirected.
 */
export type NavItem = {
  key: string;
  href: string;
  /** The registry module the item opens (its plan decides whether the organisation's plan includes it). */
  module?: string;
  consultantOnly?: boolean;
  guarded?: boolean;
  permissions?: readonly Permission[];
  /** shown to a statutory admin too, whatever their permissions */
  statutoryAdmins?: boolean;
  icon: string;
};

export const NAV_ITEMS: readonly NavItem[] = NAV;

/** The longest nav href that prefixes the path is the active item (so departments wins over employees). */
export function activeNavKey(pathname: string, items: readonly NavItem[]): string | undefined {
  return items
    .map((i) => ({ key: i.key, path: i.href.split('?')[0]! }))
    .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}
