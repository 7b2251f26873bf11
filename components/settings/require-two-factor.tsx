'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePermissions } from '@/lib/queries/permissions';
import { useSecuritySettings, useUpdateSecuritySettingsMutation } from '@/lib/queries/settings-security';
import { toastCallbacks } from '@/lib/toast';

/**
 * The organisation's "require two-factor of every admin" switch (issue 33), for admins with the settings
 * permission. Turning it on needs the admin's own MFA on (the API answers 409 otherwise, so the switch says
 * so first) and a fresh code (the step-up dialog asks for it).
 */
export function RequireTwoFactor({ selfEnabled }: { selfEnabled: boolean }) {
  const { can } = usePermissions();
  const allowed = can('settings');
  if (!allowed) return null;
  return <RequireTwoFactorCard selfEnabled={selfEnabled} />;
}

function RequireTwoFactorCard({ selfEnabled }: { selfEnabled: boolean }) {
  const t = useTranslations('settings.twoFactor');
  const settings = useSecuritySettings();
  const mutation = useUpdateSecuritySettingsMutation();
  const on = settings.data?.requireMfa === true;
  const blocked = !on && !selfEnabled;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requireTitle')}</CardTitle>
        <CardDescription>{t('requireDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm text-muted">
              {blocked ? t('requireNeedsOwn') : on ? t('requireOn') : t('requireOff')}
            </p>
            <Button
              type="button"
              role="switch"
              aria-checked={on}
              aria-label={t('requireTitle')}
              variant={on ? 'default' : 'secondary'}
              size="sm"
              disabled={blocked}
              loading={mutation.isPending}
              onClick={() => mutation.mutate({ requireMfa: !on }, toastCallbacks())}
            >
              {on ? t('on') : t('off')}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-9 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
