'use client';

import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscription } from '@/lib/queries/billing';
import { usePermissions } from '@/lib/queries/permissions';
import { SettingsError } from './settings-error';

const STATUS_VARIANT = { active: 'success', 'free trial': 'default', overdue: 'warning', cancelled: 'secondary', expired: 'danger' } as const;

/** Billing info tab: a summary of the subscription; paying happens on /app/billing. */
export function BillingInfo() {
  const t = useTranslations('settings.billing');
  const format = useFormatter();
  const { orgId } = usePermissions();
  const sub = useSubscription(orgId);
  if (sub.isError) return <SettingsError error={sub.error} onRetry={() => sub.refetch()} />;
  if (!sub.data) return <Skeleton className="h-48 w-full" />;
  const s = sub.data;
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '—');
  const endsAt = s.currentPeriodEnd ?? s.trialEndsAt;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t('plan')}</dt>
            <dd className="mt-1 font-medium text-ink capitalize">{s.plan}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('status')}</dt>
            <dd className="mt-1">
              <Badge variant={STATUS_VARIANT[s.status as keyof typeof STATUS_VARIANT] ?? 'secondary'}>{t(`statuses.${s.status.replace(' ', '_')}`)}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{s.currentPeriodEnd ? t('renews') : t('trialEnds')}</dt>
            <dd className="mt-1 font-medium text-ink">{date(endsAt)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('daysLeft')}</dt>
            <dd className="mt-1 font-medium text-ink">{s.daysLeft}</dd>
          </div>
        </dl>
        <div className="mt-6 flex justify-end">
          <Button asChild variant="secondary">
            <Link href="/app/billing">{t('manage')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
