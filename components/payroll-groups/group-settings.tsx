'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { toastOutcome } from '@/lib/toast';
import { PageHeader } from '@/components/layout/page-header';
import { PayrollBonusForm } from '@/components/settings/payroll-bonus-form';
import { PayrollToggles } from '@/components/settings/payroll-toggles';
import { SalaryBreakdownForm } from '@/components/settings/salary-breakdown-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  inheritPayrollGroupBonus,
  inheritPayrollGroupSalaryBreakdown,
  inheritPayrollGroupToggle,
  setPayrollGroupBonus,
  setPayrollGroupSalaryBreakdown,
  setPayrollGroupToggle,
} from '@/lib/api/payroll-groups';
import type { SettingToggle } from '@/lib/contracts/settings';
import {
  usePayrollGroup,
  usePayrollGroupSettings,
  usePayrollGroupSettingsMutation,
} from '@/lib/queries/payroll-groups';
import { usePermissions } from '@/lib/queries/permissions';
import { GroupUnavailable } from './group-detail';
import { Inheritance, Section } from './group-settings-parts';
import { GROUPS_PATH } from './use-groups-ui';

/** What a reset targets: one switch, or a whole part. */
type Reset = { toggle: SettingToggle } | 'payrollBonus' | 'salaryBreakdown';
const resetCall = (id: string, what: Reset) =>
  what === 'payrollBonus'
    ? inheritPayrollGroupBonus(id)
    : what === 'salaryBreakdown'
      ? inheritPayrollGroupSalaryBreakdown(id)
      : inheritPayrollGroupToggle(id, what.toggle);

/** /app/employees/groups/{id}/settings: the organisation's payroll settings as this group sees them, each overridable. */
export function GroupSettingsScreen({ id }: { id: string }) {
  const t = useTranslations('payroll-groups.settings');
  const tp = useTranslations('settings.payroll');
  const canEdit = usePermissions().can('employees');
  const group = usePayrollGroup(id);
  const settings = usePayrollGroupSettings(id);
  const toggle = usePayrollGroupSettingsMutation(id, (v: { key: SettingToggle; enabled: boolean }) =>
    setPayrollGroupToggle(id, v),
  );
  const bonus = usePayrollGroupSettingsMutation(id, (v: Parameters<typeof setPayrollGroupBonus>[1]) =>
    setPayrollGroupBonus(id, v),
  );
  const breakdown = usePayrollGroupSettingsMutation(
    id,
    (v: Parameters<typeof setPayrollGroupSalaryBreakdown>[1]) => setPayrollGroupSalaryBreakdown(id, v),
  );
  const reset = usePayrollGroupSettingsMutation(id, (what: Reset) => resetCall(id, what));
  const onReset = (what: Reset) => () => toastOutcome(reset.mutateAsync(what));

  const name = group.data?.name;
  const header = (
    <PageHeader
      title={name ? t('titleFor', { name }) : t('title')}
      description={t('description')}
      actions={
        <Button asChild variant="secondary">
          <IntentLink href={`${GROUPS_PATH}/${encodeURIComponent(id)}`}>{t('back')}</IntentLink>
        </Button>
      }
    />
  );
  if (settings.isError)
    return (
      <div className="min-w-0">
        {header}
        <GroupUnavailable error={settings.error} onRetry={() => settings.refetch()} />
      </div>
    );
  const data = settings.data;
  if (!data)
    return (
      <div className="min-w-0">
        {header}
        <Skeleton className="h-64 w-full" />
      </div>
    );
  const onOff = (on: boolean) => (on ? tp('toggles.on') : tp('toggles.off'));

  return (
    <div className="min-w-0 space-y-4">
      {header}
      <Section
        title={tp('breakdown.title')}
        description={tp('breakdown.description')}
        status={
          <Inheritance
            overridden={data.overridden.salaryBreakdown}
            canEdit={canEdit}
            label={tp('breakdown.title')}
            onReset={onReset('salaryBreakdown')}
          />
        }
      >
        <SalaryBreakdownForm
          key={JSON.stringify(data.salaryBreakdown)}
          value={data.salaryBreakdown}
          canEdit={canEdit}
          pending={breakdown.isPending}
          onSave={(v) => void toastOutcome(breakdown.mutateAsync(v))}
        />
      </Section>
      <Section title={tp('toggles.title')} status={null}>
        <PayrollToggles
          values={data.toggles}
          canEdit={canEdit}
          onToggle={(key, enabled) => toggle.mutateAsync({ key, enabled })}
          renderExtra={(key) => {
            const own = data.overridden.toggles.includes(key);
            const label = tp(`toggles.${key.replace('.', '_')}.label`);
            return (
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                <Inheritance
                  overridden={own}
                  canEdit={canEdit}
                  label={label}
                  onReset={onReset({ toggle: key })}
                />
                {own ? (
                  <span>
                    {t('organizationValue', { value: onOff(Boolean(data.organization.toggles[key])) })}
                  </span>
                ) : null}
              </div>
            );
          }}
        />
      </Section>
      <Section
        title={tp('bonus.title')}
        description={tp('bonus.description')}
        status={
          <Inheritance
            overridden={data.overridden.payrollBonus}
            canEdit={canEdit}
            label={tp('bonus.title')}
            onReset={onReset('payrollBonus')}
          />
        }
      >
        <PayrollBonusForm
          key={JSON.stringify(data.payrollBonus)}
          value={data.payrollBonus}
          canEdit={canEdit}
          onSave={bonus.mutateAsync}
        />
      </Section>
    </div>
  );
}
