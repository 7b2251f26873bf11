'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/client';
import { SETTING_TOGGLE_KEYS, type OrganizationSettings } from '@/lib/contracts/settings';
import { usePermissions } from '@/lib/queries/permissions';
import {
  useApprovalLevelsMutation,
  useSalaryBreakdownMutation,
  useSettings,
  useToggleSettingMutation,
} from '@/lib/queries/settings';
import { ApprovalLevelsForm } from './approval-levels-form';
import { PayrollBonusForm } from './payroll-bonus-form';
import { SalaryBreakdownForm } from './salary-breakdown-form';
import { SettingsError } from './settings-error';

const labelKey = (key: string) => key.replace('.', '_');

/** Payroll settings: salary breakdown, switches, yearly bonus and approvers. Also /app/payroll/settings. */
export function PayrollSettings() {
  const t = useTranslations('settings.payroll');
  const { orgId, can } = usePermissions();
  const settings = useSettings(orgId);
  const breakdown = useSalaryBreakdownMutation(orgId);
  const approvals = useApprovalLevelsMutation(orgId);
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
            onSave={(v) =>
              breakdown.mutate(v, { onSuccess: ({ message }) => toast.success(message), onError: (e) => toast.error(errorMessage(e)) })
            }
          />
        </CardContent>
      </Card>
      <Toggles data={data} canEdit={canEdit} orgId={orgId} />
      <Card>
        <CardHeader>
          <CardTitle>{t('bonus.title')}</CardTitle>
          <CardDescription>{t('bonus.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PayrollBonusForm key={data.updatedAt} value={data.payrollBonus} canEdit={canEdit} orgId={orgId} />
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
            orgId={orgId}
            value={data.approvalLevels}
            canEdit={canEdit}
            pending={approvals.isPending}
            onSave={(levels) =>
              approvals.mutate({ levels }, { onSuccess: ({ message }) => toast.success(message), onError: (e) => toast.error(errorMessage(e)) })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}

function Toggles({ data, canEdit, orgId }: { data: OrganizationSettings; canEdit: boolean; orgId: string | null }) {
  const t = useTranslations('settings.payroll');
  const toggle = useToggleSettingMutation(orgId);
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('toggles.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line">
          {SETTING_TOGGLE_KEYS.map((key) => {
            const on = Boolean(data.toggles[key]);
            return (
              <li key={key} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink">{t(`toggles.${labelKey(key)}.label`)}</p>
                  <p className="text-xs text-muted">{t(`toggles.${labelKey(key)}.description`)}</p>
                </div>
                <Button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-label={t(`toggles.${labelKey(key)}.label`)}
                  variant={on ? 'default' : 'secondary'}
                  size="sm"
                  disabled={!canEdit}
                  loading={busy === key}
                  onClick={() => {
                    setBusy(key);
                    toggle.mutate(
                      { key, enabled: !on },
                      {
                        onSuccess: ({ message }) => toast.success(message),
                        onError: (e) => toast.error(errorMessage(e)),
                        onSettled: () => setBusy(null),
                      },
                    );
                  }}
                >
                  {on ? t('toggles.on') : t('toggles.off')}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
