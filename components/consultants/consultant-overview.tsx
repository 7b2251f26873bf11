'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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
            <div className="overflow-x-auto">
              <table className="w-full min-w-[860px] text-sm" data-testid="consultant-clients">
                <caption className="sr-only">{t('clients.title')}</caption>
                <thead className="text-left text-xs text-muted uppercase">
                  <tr className="border-b border-line">
                    <th className="px-3 py-2 font-medium">{t('table.client')}</th>
                    <th className="px-3 py-2 font-medium">{t('table.headcount')}</th>
                    <th className="px-3 py-2 font-medium">{t('clients.subscription')}</th>
                    <th className="px-3 py-2 font-medium">{t('clients.lastPayroll')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('clients.openApprovals')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('clients.wallet')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('table.gross')}</th>
                    <th className="px-3 py-2" />
                  </tr>
                </thead>
                <tbody>
                  {clients.data.map((c) => (
                    <tr key={c.id} className="border-b border-line">
                      <td className="px-3 py-2">
                        <ClientLink organization={c} href="/app/dashboard" />
                      </td>
                      <td className="px-3 py-2 tabular-nums">{c.headcount}</td>
                      <td className="px-3 py-2">
                        <Badge variant={STATUS_VARIANT[c.subscription.status]}>
                          {tb(statusKey(c.subscription.status))}
                        </Badge>
                      </td>
                      <td className="px-3 py-2">
                        {c.lastPayroll ? (
                          <span className="flex items-center gap-2 whitespace-nowrap">
                            <span className="tabular-nums">{monthOf(c.lastPayroll.period)}</span>
                            <Badge variant="secondary">{tp(`status.${c.lastPayroll.status}`)}</Badge>
                          </span>
                        ) : (
                          <span className="text-muted">{t('clients.noPayroll')}</span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{c.openApprovals ?? 0}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(c.walletBalances)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(c.monthlyGross)}</td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={enter.isPending && enter.variables?.organization?.id === c.id}
                          onClick={() => enter.mutate({ organization: c, href: '/app/dashboard' })}
                        >
                          {t('clients.open')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
