'use client';

import dynamic from 'next/dynamic';
import { Welcome } from '@/components/layout/welcome';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/queries/account';
import { usePermissions } from '@/lib/queries/permissions';
import { ConsultantView } from './consultant-view';
import { OverviewView } from './overview-view';
import { ViewModeTabs } from './view-mode-switch';

// The Analytics tab's charts (recharts, ~120 kB gzip) load only when that tab is shown.
const AnalyticsView = dynamic(() => import('./analytics-view').then((m) => m.AnalyticsView), {
  loading: () => <Skeleton className="h-64" aria-busy />,
});

/**
 * /app/dashboard: the greeting, then overview or analytics (root store `dashboardViewMode`). In consultant
 * mode there is no organisation, and every dashboard API would answer 403, so the client list shows instead.
 */
export function DashboardScreen() {
  const me = useMe();
  const { can, orgId, isLoading } = usePermissions();
  const canSeePay = can('employees') || can('payroll.create') || can('payroll.approve');

  if (isLoading || !orgId) {
    return (
      <div className="min-w-0 space-y-6">
        <Welcome />
        {isLoading ? (
          <Skeleton className="h-64" aria-busy />
        ) : me.data?.currentConsultantRole ? (
          <ConsultantView />
        ) : null}
      </div>
    );
  }
  return (
    <div className="min-w-0">
      <ViewModeTabs
        header={<Welcome />}
        overview={<OverviewView canWallet={can('wallet')} />}
        analytics={<AnalyticsView canSeePay={canSeePay} />}
      />
    </div>
  );
}
