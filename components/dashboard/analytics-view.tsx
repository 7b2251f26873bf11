'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EmployeeCharts } from './employee-charts';
import { PayrollDistributionCard } from './payroll-distribution-card';

/** Analytics mode: charts for those who manage employees or run payroll (the API answers 403 to others). */
export function AnalyticsView({ canSeePay }: { canSeePay: boolean }) {
  const t = useTranslations('dashboard.analytics');
  if (!canSeePay) {
    return (
      <Card>
        <EmptyState title={t('noAccessTitle')} description={t('noAccess')} />
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <PayrollDistributionCard />
      <EmployeeCharts />
    </div>
  );
}
