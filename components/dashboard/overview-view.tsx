'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminStats } from '@/lib/queries/dashboard';
import { RecentTransactionsCard } from './recent-transactions-card';
import { SetupChecklistCard } from './setup-checklist-card';
import { StatsCards } from './stats-cards';
import { TasksCard } from './tasks-card';

const PeopleIcon = () => (
  <FrameIcon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </FrameIcon>
);

/** Overview mode: the four cards, the first-employee prompt, setup checklist, tasks and recent wallet movements. */
export function OverviewView({ canWallet }: { canWallet: boolean }) {
  const t = useTranslations('dashboard.empty');
  const stats = useAdminStats();
  const noEmployees = stats.data?.employees.total === 0;
  return (
    <div className="space-y-6">
      <StatsCards canWallet={canWallet} />
      {noEmployees ? (
        <Card data-testid="no-employees">
          <EmptyState
            icon={<PeopleIcon />}
            title={t('title')}
            description={t('description')}
            action={
              <IntentLink href="/app/employees" className={buttonVariants()}>
                {t('action')}
              </IntentLink>
            }
          />
        </Card>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <SetupChecklistCard />
          <TasksCard />
        </div>
        {canWallet ? (
          <div className="min-w-0">
            <RecentTransactionsCard />
          </div>
        ) : null}
      </div>
    </div>
  );
}
