'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { PayrollSettings } from '@/components/settings/payroll-settings';
import { CreatePayroll } from './create-payroll';
import { DisbursementSetting } from './disbursement-setting';
import { PayrollAnalytics } from './payroll-analytics';
import { PayrollOptions } from './payroll-options';
import { PayrollRunScreen } from './payroll-run';
import { PayrollRuns } from './payroll-runs';

/** /app/payroll: stats cards and payroll runs. */
export function PayrollFrame() {
  return <PayrollRuns />;
}

/** /app/payroll/analytics: pay levels, bands and departments over a range of months. */
export function PayrollAnalyticsFrame() {
  return <PayrollAnalytics />;
}

/** /app/payroll/settings ("Payroll Settings"): proration and NHF, then the organisation's payroll settings. */
export function PayrollSettingsFrame() {
  const t = useTranslations('payroll.settings');
  return (
    <div className="min-w-0 space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <PayrollOptions />
      <DisbursementSetting />
      <PayrollSettings />
    </div>
  );
}

/** /app/payroll/{id} (fullscreen): one payroll run. */
export function PayrollRunFrame({ id }: { id: string }) {
  return <PayrollRunScreen id={id} />;
}

/** /app/payroll/create (fullscreen): the payroll run wizard. */
export function CreatePayrollFrame() {
  return <CreatePayroll />;
}
