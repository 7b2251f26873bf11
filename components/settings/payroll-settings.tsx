'use client';

import { toastCallbacks } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrganizationSettings } from '@/lib/contracts/settings';
import { usePermissions } from '@/lib/queries/permissions';
import {
  useApprovalLevelsMutation,
  usePayrollBonusMutation,
  useSalaryBreakdownMutation,
  useSettings,
  useToggleSettingMutation,
} from '@/lib/queries/settings';
import { ApprovalLevelsForm } from './approval-levels-form';
import { PaymentsProviderSetting } from './payments-provider';
import { PayrollBonusForm } from './payroll-bonus-form';
import { PayrollToggles } from './payroll-toggles';
import { SalaryBreakdownForm } from './salary-breakdown-form';
import { SettingsError } from './settings-error';

/** Payroll settings: salary breakdown, switches, yearly bonus and approvers. Also /app/payroll/settings. */
export function PayrollSettings() {
  const t = useTranslations('settings.payroll');
  const { can } = usePermissions();
  const settings = useSettings();
  const breakdown = useSalaryBreakdownMutation();
  const approvals = useApprovalLevelsMutation();
  const bonus = usePayrollBonusMutation();
  const canEdit = can('settings');

  if (settings.isError) return <SettingsError error={settings.error} onRetry={() => settings.refetch()} />;
  if (!settings.data) return <Skeleton className="h-64 w-full" />;
  const data = settings.data;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('breakdown.title')}</CardTitle>
          <CardDescription>{t('breakdown.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SalaryBreakdownForm
            key={data.updatedAt}
            value={data.salaryBreakdown}
            canEdit={canEdit}
            pending={breakdown.isPending}
            onSave={(v) => breakdown.mutate(v, toastCallbacks())}
          />
        </CardContent>
      </Card>
      <Toggles data={data} canEdit={canEdit} />
      <PaymentsProviderSetting />
      <Card>
        <CardHeader>
          <CardTitle>{t('bonus.title')}</CardTitle>
          <CardDescription>{t('bonus.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PayrollBonusForm
            key={data.updatedAt}
            value={data.payrollBonus}
            canEdit={canEdit}
            onSave={bonus.mutateAsync}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('approvals.title')}</CardTitle>
          <CardDescription>{t('approvals.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ApprovalLevelsForm
            key={data.updatedAt}
            value={data.approvalLevels}
            canEdit={canEdit}
            pending={approvals.isPending}
            onSave={(levels) => approvals.mutate({ levels }, toastCallbacks())}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function Toggles({ data, canEdit }: { data: OrganizationSettings; canEdit: boolean }) {
  const t = useTranslations('settings.payroll');
  const toggle = useToggleSettingMutation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('toggles.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <PayrollToggles
          values={data.toggles}
          canEdit={canEdit}
          onToggle={(key, enabled) => toggle.mutateAsync({ key, enabled })}
        />
      </CardContent>
    </Card>
  );
}
