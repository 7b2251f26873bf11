'use client';

import { useTranslations } from 'next-intl';
import { toastOutcome } from '@/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from '@/components/ui/list-parts';
import {
  DOCUMENT_LANGUAGES,
  NHF_BASES,
  PRORATION_BASES,
  type PayrollSettingsInput,
} from '@/lib/contracts/payroll';
import { usePayrollSettings, useUpdatePayrollSettings } from '@/lib/queries/payroll';
import { usePermissions } from '@/lib/queries/permissions';

/** Proration basis and NHF base (GET/PATCH payroll/settings); saved as soon as one changes. */
export function PayrollOptions() {
  const t = useTranslations('payroll.settings.options');
  const td = useTranslations('payroll-documents.settings');
  const { can } = usePermissions();
  const settings = usePayrollSettings();
  const update = useUpdatePayrollSettings();
  const canEdit = can('settings');
  const save = (input: PayrollSettingsInput) => void toastOutcome(update.mutateAsync(input));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <LoadFailed
            error={settings.error}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => settings.refetch()}
          />
        ) : !settings.data ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('prorationBasis')} description={t('prorationHint')}>
              <Select
                value={settings.data.prorationBasis}
                disabled={!canEdit || update.isPending}
                onChange={(e) => save({ prorationBasis: e.target.value as (typeof PRORATION_BASES)[number] })}
              >
                {PRORATION_BASES.map((b) => (
                  <option key={b} value={b}>
                    {t(`proration.${b}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('nhfBase')} description={t('nhfHint')}>
              <Select
                value={settings.data.nhfBase}
                disabled={!canEdit || update.isPending}
                onChange={(e) => save({ nhfBase: e.target.value as (typeof NHF_BASES)[number] })}
              >
                {NHF_BASES.map((b) => (
                  <option key={b} value={b}>
                    {t(`nhf.${b}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={td('documentLanguage')} description={td('documentLanguageHint')}>
              <Select
                value={settings.data.documentLanguage}
                disabled={!canEdit || update.isPending}
                onChange={(e) =>
                  save({ documentLanguage: e.target.value as (typeof DOCUMENT_LANGUAGES)[number] })
                }
              >
                {DOCUMENT_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {td(`language.${l}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
