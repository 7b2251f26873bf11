'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { PAYMENTS_PROVIDERS, type PaymentsProviderName } from '@/lib/contracts/payments-settings';
import { usePermissions } from '@/lib/queries/permissions';
import { usePaymentsSettings, useUpdatePaymentsSettingsMutation } from '@/lib/queries/payments-settings';
import { toastCallbacks } from '@/lib/toast';

/**
 * The organisation's payments provider (issue 35: `payments.provider`), for admins with the settings
 * permission. Saving asks for a fresh code (step-up: the API client's registered dialog) and applies to
 * payouts created afterwards; only the rails this deployment is configured for can be chosen.
 */
export function PaymentsProviderSetting() {
  const { can } = usePermissions();
  if (!can('settings')) return null;
  return <PaymentsProviderCard />;
}

function PaymentsProviderCard() {
  const t = useTranslations('settings.paymentsProvider');
  const settings = usePaymentsSettings();
  const mutation = useUpdatePaymentsSettingsMutation();
  const [picked, setPicked] = useState<PaymentsProviderName | null>(null);
  const data = settings.data;
  const current = data?.chosen ? (data.provider as PaymentsProviderName) : null;
  const value = picked ?? current ?? '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (value)
                mutation.mutate(
                  { provider: value },
                  toastCallbacks(() => setPicked(null)),
                );
            }}
          >
            <div className="min-w-64 flex-1 space-y-1.5">
              <Label htmlFor="payments-provider">{t('label')}</Label>
              <Select
                id="payments-provider"
                value={value}
                placeholder={t('default', { provider: data.deploymentDefault })}
                onChange={(e) => setPicked((e.target.value || null) as PaymentsProviderName | null)}
              >
                {PAYMENTS_PROVIDERS.filter((name) => data.available.includes(name)).map((name) => (
                  <option key={name} value={name}>
                    {t(name)}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" disabled={!value || value === current} loading={mutation.isPending}>
              {t('save')}
            </Button>
            <p className="w-full text-sm text-muted">{t('stepUp')}</p>
          </form>
        ) : (
          <Skeleton className="h-9 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
