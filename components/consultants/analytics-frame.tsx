'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, compactMoney, SERIES, toMajor } from '@/components/dashboard/chart-format';
import { PageHeader } from '@/components/layout/page-header';
import { ConsultantOverview } from '@/components/consultants/consultant-overview';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/client';
import type { AnalyticsQuery } from '@/lib/contracts/consultants';
import { formatMoney } from '@/lib/money';
import { usePayrollDistributionSummary, usePayrollSizeDistribution } from '@/lib/queries/consultants';

const month = (offset: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
};

/** /app/analytics (consultants only): charts across clients, a per-client table and a month range filter. */
export function AnalyticsFrame() {
  const t = useTranslations('analytics');
  const locale = useLocale();
  const [range, setRange] = useState<AnalyticsQuery>({ from: month(-5), to: month(0) });
  const valid = !range.from || !range.to || range.from <= range.to;
  const distribution = usePayrollDistributionSummary(valid ? range : { from: range.from, to: range.from });
  const sizes = usePayrollSizeDistribution();

  const data = distribution.data;
  const currencies = data ? [...new Set(data.rows.map((r) => r.currency))] : [];
  const currency = currencies[0];
  const clients = data
    ? [...new Map(data.rows.map((r) => [r.organization.id, r.organization.name])).entries()]
    : [];
  const chartRows = data
    ? [...new Set(data.rows.map((r) => r.month))].map((m) => ({
        month: m,
        ...Object.fromEntries(
          clients.map(([id]) => [
            id,
            toMajor(
              data.rows
                .filter((r) => r.month === m && r.organization.id === id && r.currency === currency)
                .reduce((n, r) => n + r.gross, 0),
              currency ?? 'NGN',
            ),
          ]),
        ),
      }))
    : [];
  const lastMonth = data?.rows.at(-1)?.month;
  const latest = data ? data.rows.filter((r) => r.month === lastMonth) : [];

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <ConsultantOverview />
      <Card>
        <CardHeader>
          <CardTitle>{t('distribution.title')}</CardTitle>
          <CardDescription>{t('distribution.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => e.preventDefault()}
            aria-label={t('range.label')}
          >
            <div>
              <Label htmlFor="range-from">{t('range.from')}</Label>
              <Input
                id="range-from"
                type="month"
                value={range.from ?? ''}
                max={month(0)}
                onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))}
              />
            </div>
            <div>
              <Label htmlFor="range-to">{t('range.to')}</Label>
              <Input
                id="range-to"
                type="month"
                value={range.to ?? ''}
                max={month(0)}
                onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))}
              />
            </div>
            {!valid ? (
              <p role="alert" className="text-sm text-danger">
                {t('range.invalid')}
              </p>
            ) : null}
          </form>
          {distribution.isPending ? (
            <Skeleton className="h-64" aria-busy />
          ) : distribution.isError || !data ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(distribution.error)}
            </p>
          ) : data.rows.length === 0 || !currency ? (
            <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />
          ) : (
            <>
              <figure aria-label={t('distribution.chart', { currency })} data-testid="chart-gross-by-client">
                <ResponsiveContainer width="100%" height={280}>
                  <BarChart data={chartRows} margin={{ left: 8, right: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="month" fontSize={12} />
                    <YAxis tickFormatter={compactMoney(locale, currency)} fontSize={12} width={72} />
                    <Tooltip
                      formatter={(value, name) => [
                        compactMoney(locale, currency)(Number(value)),
                        clients.find(([id]) => id === name)?.[1] ?? String(name),
                      ]}
                    />
                    <Legend formatter={(value) => clients.find(([id]) => id === value)?.[1] ?? value} />
                    {clients.map(([id], i) => (
                      <Bar key={id} dataKey={id} stackId="gross" fill={SERIES[i % SERIES.length]} />
                    ))}
                  </BarChart>
                </ResponsiveContainer>
              </figure>
              <div data-testid="analytics-clients">
                <DataTable
                  caption={t('table.caption')}
                  rows={latest}
                  getRowId={(r) => `${r.organization.id}-${r.currency}`}
                  columns={[
                    {
                      id: 'client',
                      header: t('table.client'),
                      card: 'title',
                      className: 'font-medium',
                      cell: (r) => r.organization.name,
                    },
                    {
                      id: 'headcount',
                      header: t('table.headcount'),
                      className: 'tabular-nums',
                      cell: (r) => r.headcount,
                    },
                    {
                      id: 'gross',
                      header: t('table.gross'),
                      card: 'figure',
                      className: 'text-right tabular-nums',
                      cell: (r) => formatMoney(r.gross, r.currency, locale),
                    },
                    {
                      id: 'net',
                      header: t('table.net'),
                      className: 'text-right tabular-nums',
                      cell: (r) =>
                        r.net === null ? t('table.pending') : formatMoney(r.net, r.currency, locale),
                    },
                    {
                      id: 'paye',
                      header: t('table.paye'),
                      className: 'text-right tabular-nums',
                      cell: (r) =>
                        r.paye === null ? t('table.pending') : formatMoney(r.paye, r.currency, locale),
                    },
                  ]}
                />
                <p className="mt-2 text-xs text-muted">{t('table.note')}</p>
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('sizes.title')}</CardTitle>
          <CardDescription>{t('sizes.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {sizes.isPending ? (
            <Skeleton className="h-48" aria-busy />
          ) : sizes.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(sizes.error)}
            </p>
          ) : (
            <figure aria-label={t('sizes.title')} data-testid="chart-size-distribution">
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={sizes.data} margin={{ left: 0, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="band" fontSize={12} />
                  <YAxis allowDecimals={false} fontSize={12} width={32} />
                  <Tooltip formatter={(value) => [value, t('sizes.clients')]} />
                  <Bar dataKey="clients" fill={CHART_COLORS.brand} radius={[4, 4, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </figure>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
