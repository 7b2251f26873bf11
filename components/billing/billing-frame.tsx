'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { useEnterClient } from '@/components/consultants/use-enter-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
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
      <div data-testid="consultant-billings">
        <DataTable
          caption={t('title')}
          rows={billings.data}
          getRowId={(b) => b.organization.id}
          expandedRow={(b) =>
            expanded === b.organization.id ? (
              <ul className="space-y-1">
                {b.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2">
                    <span>
                      {p.reference} · {t(`plans.${p.plan}.name`)} · {date(p.periodStart)} –{' '}
                      {date(p.periodEnd)}
                    </span>
                    <span className="tabular-nums">{formatMoney(p.amount, p.currency, locale)}</span>
                  </li>
                ))}
              </ul>
            ) : null
          }
          columns={[
            {
              id: 'client',
              header: t('console.client'),
              card: 'title',
              className: 'font-medium',
              cell: (b) => b.organization.name,
            },
            {
              id: 'status',
              header: t('panel.status'),
              card: 'status',
              cell: (b) => (
                <Badge variant={STATUS_VARIANT[b.subscription.status]}>
                  {t(statusKey(b.subscription.status))}
                </Badge>
              ),
            },
            {
              id: 'plan',
              header: t('panel.plan'),
              card: 'title',
              cell: (b) => t(`plans.${b.subscription.plan}.name`),
            },
            {
              id: 'endsOn',
              header: t('console.endsOn'),
              cell: (b) => date(b.subscription.currentPeriodEnd ?? b.subscription.trialEndsAt),
            },
            {
              id: 'lastPayment',
              header: t('console.lastPayment'),
              className: 'tabular-nums',
              cell: (b) => {
                const last = b.payments[0];
                return last
                  ? `${formatMoney(last.amount, last.currency, locale)} · ${date(last.createdAt)}`
                  : '—';
              },
            },
            {
              id: 'actions',
              header: <span className="sr-only">{t('console.actions')}</span>,
              card: 'actions',
              className: 'text-right',
              cell: (b) => {
                const open = expanded === b.organization.id;
                return (
                  <span className="inline-flex flex-wrap justify-end gap-1">
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
                        enter.mutate({ organization: b.organization, href: '/app/settings?tab=billing-info' })
                      }
                    >
                      {t('console.renewInside')}
                    </Button>
                  </span>
                );
              },
            },
          ]}
        />
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
