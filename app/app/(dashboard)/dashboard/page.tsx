import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardScreen } from '@/components/dashboard/dashboard-screen';
import {
  adminStatsQuery,
  dashboardTasksQuery,
  recentWalletTransactionsQuery,
  statsCardQuery,
} from '@/lib/queries/dashboard';
import { dashboardChecklistQuery } from '@/lib/queries/organization';
import { Hydrated } from '../../_server/hydrated';
import { ScreenMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

/** The overview's first view comes with the HTML: its cards' data is fetched on the server. */
export default function DashboardPage() {
  return (
    <ScreenMessages namespaces={['dashboard', 'onboarding.steps', 'wallet']}>
      <Hydrated
        prefetch={(qc, { orgId }) => [
          qc.prefetchQuery(adminStatsQuery(orgId)),
          qc.prefetchQuery(statsCardQuery(orgId)),
          qc.prefetchQuery(dashboardChecklistQuery(orgId)),
          qc.prefetchQuery(dashboardTasksQuery(orgId)),
          qc.prefetchQuery(recentWalletTransactionsQuery(orgId)),
        ]}
      >
        <DashboardScreen />
      </Hydrated>
    </ScreenMessages>
  );
}
