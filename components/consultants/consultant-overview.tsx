'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { STATUS_VARIANT, statusKey } from '@/components/billing/billing-info-panel';
import { errorMessage } from '@/lib/api/client';
import { formatMoney } from '@/lib/money';
import { useConsultantOrganizations, useConsultantStats } from '@/lib/queries/consultants';
import { ClientLink } from './client-link';
import { useEnterClient } from './use-enter-client';

/** The consultant's stats cards and client list (analytics page; the dashboard's consultant view can reuse it). */
export function ConsultantOverview() {
  const t = useTranslations('analytics');
  const tb = useTranslations('billing');
  const tp = useTranslations('payroll');
  const locale = useLocale();
  // '2026-10' → 'Oct 2026' in the user's language
  const monthOf = (period: string) =>
    new Date(`${period}-01T00:00:00Z`).toLocaleDateString(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const stats = useConsultantStats();
  const clients = useConsultantOrganizations(true);
  const enter = useEnterClient();
  const money = (lines: { currency: string; amount: number }[]) =>
    lines.length ? lines.map((l) => formatMoney(l.amount, l.currency, locale)).join(' · ') : '—';

  return (
    <div className="space-y-6" data-testid="consultant-overview">
      {stats.isPending ? (
        <Skeleton className="h-24" aria-busy />
      ) : stats.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(stats.error)}
        </p>
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          data-testid="consultant-stats"
          aria-label={t('stats.label')}
        >
          {[
            ['clients', String(stats.data.clients)],
            ['employees', String(stats.data.employees)],
            ['monthlyGross', money(stats.data.monthlyGross)],
            ['endingSoon', String(stats.data.subscriptionsEndingSoon)],
          ].map(([key, value]) => (
            <li key={key}>
              <Card className="h-full">
                <CardContent className="pt-6">
                  <p className="text-sm text-muted">{t(`stats.${key}`)}</p>
                  <p className="mt-1 text-xl font-semibold text-ink tabular-nums">{value}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('clients.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {clients.isPending ? (
            <Skeleton className="h-32" aria-busy />
          ) : clients.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(clients.error)}
            </p>
          ) : clients.data.length === 0 ? (
            <EmptyState title={t('clients.emptyTitle')} description={t('clients.emptyDescription')} />
          ) : (
            <div data-testid="consultant-clients">
              <DataTable
                caption={t('clients.title')}
                rows={clients.data}
                getRowId={(c) => c.id}
                columns={[
                  {
                    id: 'client',
                    header: t('table.client'),
                    card: 'title',
                    cell: (c) => <ClientLink organization={c} href="/app/dashboard" />,
                  },
                  {
                    id: 'headcount',
                    header: t('table.headcount'),
                    className: 'tabular-nums',
                    cell: (c) => c.headcount,
                  },
                  {
                    id: 'subscription',
                    header: t('clients.subscription'),
                    card: 'status',
                    cell: (c) => (
                      <Badge variant={STATUS_VARIANT[c.subscription.status]}>
                        {tb(statusKey(c.subscription.status))}
                      </Badge>
                    ),
                  },
                  {
                    id: 'lastPayroll',
                    header: t('clients.lastPayroll'),
                    cell: (c) =>
                      c.lastPayroll ? (
                        <span className="flex items-center gap-2 whitespace-nowrap">
                          <span className="tabular-nums">{monthOf(c.lastPayroll.period)}</span>
                          <Badge variant="secondary">{tp(`status.${c.lastPayroll.status}`)}</Badge>
                        </span>
                      ) : (
                        <span className="text-muted">{t('clients.noPayroll')}</span>
                      ),
                  },
                  {
                    id: 'openApprovals',
                    header: t('clients.openApprovals'),
                    className: 'text-right tabular-nums',
                    cell: (c) => c.openApprovals ?? 0,
                  },
                  {
                    id: 'wallet',
                    header: t('clients.wallet'),
                    className: 'text-right tabular-nums',
                    cell: (c) => money(c.walletBalances),
                  },
                  {
                    id: 'gross',
                    header: t('table.gross'),
                    card: 'figure',
                    className: 'text-right tabular-nums',
                    cell: (c) => money(c.monthlyGross),
                  },
                  {
                    id: 'open',
                    header: <span className="sr-only">{t('clients.actions')}</span>,
                    card: 'actions',
                    className: 'text-right',
                    cell: (c) => (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={enter.isPending && enter.variables?.organization?.id === c.id}
                        onClick={() => enter.mutate({ organization: c, href: '/app/dashboard' })}
                      >
                        {t('clients.open')}
                      </Button>
                    ),
                  },
                ]}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
