'use client';

import { useTranslations } from 'next-intl';
import { toastOutcome } from '@/lib/toast';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { DISBURSEMENT_METHODS, type DisbursementMethod } from '@/lib/contracts/payroll';
import { usePayrollSettings, useUpdatePayrollSettings } from '@/lib/queries/payroll';
import { usePermissions } from '@/lib/queries/permissions';

/**
 * `payroll.disbursement` (issue 36): runs are paid from the wallet, or through the employer's own bank by a
 * bulk file (PATCH payroll/settings); saved as soon as it changes. Nothing while the settings load (the
 * options card above shows their loading and failure).
 */
export function DisbursementSetting() {
  const t = useTranslations('payroll-bank-file.settings');
  const { can } = usePermissions();
  const settings = usePayrollSettings();
  const update = useUpdatePayrollSettings();
  if (!settings.data) return null;
  return (
    <Card>
      <CardContent className="pt-6">
        <FormField label={t('label')} description={t('hint')}>
          <Select
            data-testid="disbursement-setting"
            value={settings.data.disbursement}
            disabled={!can('settings') || update.isPending}
            onChange={(e) =>
              void toastOutcome(update.mutateAsync({ disbursement: e.target.value as DisbursementMethod }))
            }
          >
            {DISBURSEMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(m)}
              </option>
            ))}
          </Select>
        </FormField>
      </CardContent>
    </Card>
  );
}
