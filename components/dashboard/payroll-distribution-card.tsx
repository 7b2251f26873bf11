'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { usePayrollDistribution } from '@/lib/queries/dashboard';
import { CHART_COLORS, compactMoney, toMajor } from './chart-format';

/** Monthly gross by department (horizontal bars, readable at 375 px) and by salary component. */
export function PayrollDistributionCard() {
  const t = useTranslations('dashboard.analytics');
  const locale = useLocale();
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const query = usePayrollDistribution(currency);
  const data = query.data;
  // The organisation's currency first, then any other pay currency in use.
  const options = data ? [...new Set([data.currency, ...data.currencies])] : [];

  let body;
  if (query.isPending) body = <Skeleton className="h-64" aria-busy />;
  else if (query.isError || !data)
    body = (
      <p className="text-sm text-muted" role="alert">
        {t('loadError')}
      </p>
    );
  else if (data.headcount === 0)
    body = <EmptyState className="py-8" title={t('noData')} description={t('noPayrollData')} />;
  else {
    const rows = data.byDepartment.map((d) => ({
      name: d.name ?? t('noDepartment'),
      gross: toMajor(d.gross, data.currency),
      minor: d.gross,
      headcount: d.headcount,
    }));
    const tick = compactMoney(locale, data.currency);
    body = (
      <div className="space-y-6">
        <p className="text-sm text-muted">
          {t('grossSummary', {
            gross: formatMoney(data.gross, data.currency, locale),
            headcount: data.headcount,
          })}
        </p>
        <figure aria-label={t('payrollByDepartment')} data-testid="chart-payroll-by-department">
          <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 44 + 40)}>
            <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={tick} fontSize={12} />
              <YAxis type="category" dataKey="name" width={96} fontSize={12} />
              <Tooltip
                formatter={(_value, _name, item) => [
                  formatMoney(Number(item.payload.minor), data.currency, locale),
                  t('gross'),
                ]}
              />
              <Bar dataKey="gross" fill={CHART_COLORS.brand} radius={[0, 4, 4, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t('byComponent')}</h3>
          <ul className="space-y-2" data-testid="payroll-components">
            {data.byComponent.map((c) => (
              <li key={c.component} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="text-muted">{t(`components.${c.component}`)}</span>
                  <span className="font-medium text-ink tabular-nums">
                    {formatMoney(c.amount, data.currency, locale)}
                  </span>
                </div>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-canvas" aria-hidden>
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${data.gross ? (c.amount / data.gross) * 100 : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('payrollByDepartment')}</CardTitle>
        {data && options.length > 1 ? (
          <label className="flex w-32 items-center gap-2 text-sm text-muted">
            <span className="sr-only">{t('currency')}</span>
            <Select value={data.currency} onChange={(e) => setCurrency(e.target.value)}>
              {options.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </label>
        ) : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
