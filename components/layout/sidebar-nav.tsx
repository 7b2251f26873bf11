'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { Permission } from '@/lib/contracts/permissions';
import { cn } from '@/lib/cn';
import { cheapestPlanFor, planIncludes } from '@/lib/modules';
import { useRootStore } from '@/lib/stores/root';
import { activeNavKey, NAV_ITEMS, type NavItem } from './nav-items';

type Props = {
  isConsultant: boolean;
  subscriptionExpired: boolean;
  /** The organisation's plan (`trial` or a plan id); a module it does not include opens the pay-wall. Null: not known. */
  plan?: string | null;
  /** What the user may do in the current organisation; null (not known yet, or consultant mode) hides nothing. */
  permissions?: Permission[] | null;
  /** The user manages one or more statutory types here (a statutory admin): their module shows. */
  statutoryAdmin?: boolean;
  onNavigate?: () => void;
};

const allowed = (item: NavItem, permissions: Permission[] | null, statutoryAdmin: boolean) =>
  !item.permissions ||
  permissions === null ||
  item.permissions.some((p) => permissions.includes(p)) ||
  (statutoryAdmin && item.statutoryAdmins === true);

/**
 * The module list. With an expired subscription, guarded modules open the pay-wall instead (spec §4); so do
 * modules the organisation's plan does not include, the pay-wall then offering the cheapest plan that does.
 */
export function SidebarNav({
  isConsultant,
  subscriptionExpired,
  plan = null,
  permissions = null,
  statutoryAdmin = false,
  onNavigate,
}: Props) {
  const t = useTranslations('shell.nav');
  const tb = useTranslations('billing.plans');
  const pathname = usePathname();
  const openPayWall = useRootStore((s) => s.setPayWallOpen);
  const items = NAV_ITEMS.filter(
    (i) => (!i.consultantOnly || isConsultant) && allowed(i, permissions, statutoryAdmin),
  );
  const active = activeNavKey(pathname, items);
  return (
    <nav aria-label={t('label')} className="flex flex-col gap-0.5 p-3">
      {items.map((item) => {
        const needs = item.module ? cheapestPlanFor(item.module) : null;
        const outsidePlan = plan !== null && needs !== null && !planIncludes(plan, item.module!);
        const expired = item.guarded === true && subscriptionExpired;
        const blocked = expired || outsidePlan;
        return (
          <IntentLink
            key={item.key}
            href={item.href}
            aria-current={active === item.key ? 'page' : undefined}
            onClick={(e) => {
              if (blocked) {
                e.preventDefault();
                openPayWall(true, item.module);
                return;
              }
              onNavigate?.();
            }}
            className={cn(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-brand-50 hover:text-ink',
              active === item.key && 'bg-brand-50 text-brand-700',
            )}
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-5 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={item.icon} />
            </svg>
            <span className="truncate">{t(item.key)}</span>
            {blocked && (
              <svg
                role="img"
                aria-label={expired ? t('locked') : t('lockedPlan', { plan: tb(`${needs}.name`) })}
                viewBox="0 0 24 24"
                className="ml-auto size-4 text-warning"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <rect x="5" y="11" width="14" height="10" rx="2" />
                <path d="M8 11V7a4 4 0 018 0v4" />
              </svg>
            )}
          </IntentLink>
        );
      })}
    </nav>
  );
}
