'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { permissionsForRole } from '@/lib/contracts/permissions';
import { isConsultantRole } from '@/lib/navigation/guards';
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent';
import { SubscriptionBanner } from '@/components/billing/subscription-banner';
import { OrganizationGuard } from '@/components/consultants/organization-guard';
import { useSubscription } from '@/lib/queries/billing';
import { useMe } from '@/lib/queries/account';
import { useRootStore } from '@/lib/stores/root';
import { BalanceToggle } from './balance-toggle';
import { LanguageSwitch } from './language-switch';
import { NotificationsBell } from './notifications-bell';
import { OrgSwitcher } from './org-switcher';
import { PayWallHost } from './pay-wall-host';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { FrameIcon } from './frame-icon';

const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NavDrawer })));

/** The dashboard layout: sidebar on laptops, a drawer on phones, and the header with the user's tools. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const me = useMe();
  const title = useRootStore((s) => s.innerPageTitle);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useLoadOnIntent(loadDrawer);
  const roles = me.data?.userRoles ?? [];
  const isConsultant = isConsultantRole(roles.map((r) => r.name));
  const organization = me.data?.currentUserRole?.organization ?? null;
  const subscription = useSubscription();
  const expired = subscription.data?.hasAccess === false;
  const role = me.data?.currentUserRole;
  const permissions = role ? permissionsForRole(role) : null;
  const nav = (onNavigate?: () => void) => (
    <SidebarNav
      isConsultant={isConsultant}
      subscriptionExpired={expired}
      plan={subscription.data?.plan ?? null}
      permissions={permissions}
      statutoryAdmin={(role?.statutoryTypes?.length ?? 0) > 0}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh flex-col overflow-y-auto border-r border-line bg-surface lg:flex">
        <p className="px-6 pt-5 pb-2 text-lg font-semibold text-brand-700">Paygrid</p>
        {nav()}
      </aside>
      {drawer.opened && (
        <Suspense>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            {nav(() => setDrawerOpen(false))}
          </NavDrawer>
        </Suspense>
      )}
      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-surface px-3 sm:px-6">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-md text-muted hover:bg-canvas lg:hidden"
            aria-label={t('openMenu')}
            {...drawer.intent}
            onClick={() => {
              drawer.open();
              setDrawerOpen(true);
            }}
          >
            <FrameIcon className="size-5" strokeWidth={2}>
              <path d="M4 6h16M4 12h16M4 18h16" />
            </FrameIcon>
          </button>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink sm:text-base">{title}</p>
            <p className="truncate text-xs text-muted" data-testid="current-organization">
              {organization?.name ?? (isConsultant ? t('consultantMode') : '')}
            </p>
          </div>
          {isConsultant && (
            <div className="hidden md:block">
              <OrgSwitcher currentOrgId={organization?.id ?? null} />
            </div>
          )}
          <BalanceToggle />
          <NotificationsBell />
          <LanguageSwitch className="hidden sm:inline-flex" />
          <UserMenu user={me.data} />
        </header>
        {isConsultant && (
          <div className="border-b border-line bg-surface px-3 py-2 md:hidden">
            <OrgSwitcher currentOrgId={organization?.id ?? null} />
          </div>
        )}
        <SubscriptionBanner />
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
          <OrganizationGuard>{children}</OrganizationGuard>
        </main>
      </div>
      <Suspense>
        <PayWallHost />
      </Suspense>
    </div>
  );
}
