'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useSubscription } from '@/lib/queries/billing';

/**
 * The overdue banner (7 days' grace: guarded modules still open) for the dashboard shell, above the page.
 * Renders nothing in any other state. For components/layout/dashboard-shell.tsx: `<SubscriptionBanner />`.
 */
export function SubscriptionBanner() {
  const t = useTranslations('billing');
  const format = useFormatter();
  const sub = useSubscription();
  if (sub.data?.status !== 'overdue') return null;
  const date = sub.data.graceEndsAt
    ? format.dateTime(new Date(sub.data.graceEndsAt), { dateStyle: 'medium' })
    : '';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 bg-warning/10 px-4 py-2 text-sm text-warning-700"
      data-testid="subscription-banner"
    >
      <span>{t('banner.overdue', { date, days: sub.data.daysLeft })}</span>
      <IntentLink className="font-medium underline" href="/app/settings?tab=billing-info">
        {t('paywall.renewNow')}
      </IntentLink>
    </div>
  );
}
