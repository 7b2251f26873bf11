'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { useEnterClient } from '@/components/consultants/use-enter-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/client';
import { formatMoney } from '@/lib/money';
import { useConsultantBillings } from '@/lib/queries/consultants';
import { STATUS_VARIANT, statusKey } from './billing-info-panel';

/**
 * /app/billing (consultants only): every client's subscription and payments. Renewing happens inside the
 * client (its wallet pays): the button switches into it and opens its billing-info tab.
 */
export function BillingFrame() {
  const t = useTranslations('billing');
  const format = useFormatter();
  const locale = useLocale();
  const billings = useConsultantBillings();
  const enter = useEnterClient();
  const [expanded, setExpanded] = useState<string | null>(null);
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '—');

  let body;
  if (billings.isPending) body = <Skeleton className="h-48" aria-busy />;
  else if (billings.isError)
    body = (
      <div className="py-8 text-center">
        <p role="alert" className="text-sm text-danger">
          {errorMessage(billings.error)}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => billings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else if (billings.data.length === 0)
    body = <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />;
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm" data-testid="consultant-billings">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="text-left text-xs text-muted uppercase">
            <tr className="border-b border-line">
              <th className="px-3 py-2 font-medium">{t('console.client')}</th>
              <th className="px-3 py-2 font-medium">{t('panel.status')}</th>
              <th className="px-3 py-2 font-medium">{t('panel.plan')}</th>
              <th className="px-3 py-2 font-medium">{t('console.endsOn')}</th>
              <th className="px-3 py-2 font-medium">{t('console.lastPayment')}</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody>
            {billings.data.map((b) => {
              const last = b.payments[0];
              const open = expanded === b.organization.id;
              return (
                <Fragment key={b.organization.id}>
                  <tr className="border-b border-line">
                    <td className="px-3 py-3 font-medium text-ink">{b.organization.name}</td>
                    <td className="px-3 py-3">
                      <Badge variant={STATUS_VARIANT[b.subscription.status]}>
                        {t(statusKey(b.subscription.status))}
                      </Badge>
                    </td>
                    <td className="px-3 py-3">{t(`plans.${b.subscription.plan}.name`)}</td>
                    <td className="px-3 py-3">
                      {date(b.subscription.currentPeriodEnd ?? b.subscription.trialEndsAt)}
                    </td>
                    <td className="px-3 py-3 tabular-nums">
                      {last
                        ? `${formatMoney(last.amount, last.currency, locale)} · ${date(last.createdAt)}`
                        : '—'}
                    </td>
                    <td className="px-3 py-3 text-right whitespace-nowrap">
                      {b.payments.length > 0 ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-expanded={open}
                          onClick={() => setExpanded(open ? null : b.organization.id)}
                        >
                          {t('console.payments', { count: b.payments.length })}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant={b.subscription.hasAccess ? 'secondary' : 'default'}
                        loading={enter.isPending && enter.variables?.organization?.id === b.organization.id}
                        onClick={() =>
                          enter.mutate({
                            organization: b.organization,
                            href: '/app/settings?tab=billing-info',
                          })
                        }
                      >
                        {t('console.renewInside')}
                      </Button>
                    </td>
                  </tr>
                  {open ? (
                    <tr className="border-b border-line bg-canvas">
                      <td colSpan={6} className="px-3 py-2">
                        <ul className="space-y-1">
                          {b.payments.map((p) => (
                            <li key={p.id} className="flex flex-wrap justify-between gap-2">
                              <span>
                                {p.reference} · {t(`plans.${p.plan}.name`)} · {date(p.periodStart)} –{' '}
                                {date(p.periodEnd)}
                              </span>
                              <span className="tabular-nums">
                                {formatMoney(p.amount, p.currency, locale)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
    </div>
  );
}
