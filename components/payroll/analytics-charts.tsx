'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, compactMoney, toMajor } from '@/components/dashboard/chart-format';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import type {
  DepartmentDistribution,
  SalaryDistribution,
  SalaryStat,
} from '@/lib/contracts/payroll-analytics';
import { formatMoney } from '@/lib/money';

/** One currency's pay figures: headcount, then gross and net (average, median, lowest, highest). */
export function StatCards({ stat }: { stat: SalaryStat['currencies'][number] }) {
  const t = useTranslations('payroll-analytics.stat');
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, stat.currency, locale);
  const keys = ['average', 'median', 'min', 'max'] as const;
  return (
    <Card data-testid={`salary-stat-${stat.currency}`}>
      <CardHeader>
        <CardTitle>{t('title', { currency: stat.currency })}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Figure
            label={t('headcount')}
            value={String(stat.headcount)}
            sub={`${t('employeeMonths')}: ${stat.employeeMonths}`}
          />
          {keys.map((k) => (
            <Figure
              key={k}
              label={t(k)}
              value={money(stat.gross[k])}
              sub={`${t('net')}: ${money(stat.net[k])}`}
              hint={t('gross')}
            />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, sub, hint }: { label: string; value: string; sub: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-3">
      <dt className="text-xs text-muted">
        {label}
        {hint ? ` · ${hint}` : ''}
      </dt>
      <dd className="mt-1 text-base font-semibold text-ink tabular-nums">{value}</dd>
      <dd className="text-xs text-muted tabular-nums">{sub}</dd>
    </div>
  );
}

/** People per band of average monthly gross. */
export function BandsChart({ data }: { data: SalaryDistribution['currencies'][number] }) {
  const t = useTranslations('payroll-analytics.bands');
  const locale = useLocale();
  const short = compactMoney(locale, data.currency);
  const rows = data.bands.map((b) => ({
    band:
      b.to === null
        ? t('above', { from: short(toMajor(b.from, data.currency)) })
        : t('band', { from: short(toMajor(b.from, data.currency)), to: short(toMajor(b.to, data.currency)) }),
    headcount: b.headcount,
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title', { currency: data.currency })}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure
          aria-label={t('title', { currency: data.currency })}
          data-testid={`chart-bands-${data.currency}`}
        >
          <ResponsiveContainer width="100%" height={Math.max(200, 34 * rows.length + 40)}>
            <BarChart data={rows} layout="vertical" margin={{ left: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="band" width={150} fontSize={12} />
              <Tooltip formatter={(v) => [String(v), t('headcount')]} />
              <Bar
                dataKey="headcount"
                name={t('headcount')}
                fill={CHART_COLORS.brand}
                radius={[0, 4, 4, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

/** Gross, net and PAYE per department for one currency, as grouped bars and as a table. */
export function DepartmentsChart({
  currency,
  rows,
}: {
  currency: string;
  rows: DepartmentDistribution['departments'];
}) {
  const t = useTranslations('payroll-analytics.departments');
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, currency, locale);
  const data = rows.map((r) => ({
    department: r.department ?? t('none'),
    gross: toMajor(r.gross, currency),
    net: toMajor(r.net, currency),
    paye: toMajor(r.paye, currency),
    minor: r,
  }));
  const series = [
    ['gross', CHART_COLORS.brand],
    ['net', CHART_COLORS.success],
    ['paye', CHART_COLORS.warning],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title', { currency })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <figure aria-label={t('title', { currency })} data-testid={`chart-departments-${currency}`}>
          <ResponsiveContainer width="100%" height={Math.max(200, 56 * data.length + 40)}>
            <BarChart data={data} layout="vertical" margin={{ left: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={compactMoney(locale, currency)} fontSize={12} />
              <YAxis type="category" dataKey="department" width={120} fontSize={12} />
              <Tooltip
                formatter={(_v, name, item) => [
                  money(Number(item.payload.minor[name as 'gross' | 'net' | 'paye'])),
                  t(name as 'gross'),
                ]}
              />
              <Legend formatter={(name) => t(name as 'gross')} />
              {series.map(([key, color]) => (
                <Bar key={key} dataKey={key} fill={color} radius={[0, 4, 4, 0]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </figure>
        <DataTable
          caption={t('title', { currency })}
          rows={rows}
          getRowId={(r) => r.department ?? ''}
          columns={[
            {
              id: 'department',
              header: t('department'),
              card: 'title',
              cell: (r) => r.department ?? t('none'),
            },
            {
              id: 'headcount',
              header: t('headcount'),
              className: 'text-right tabular-nums',
              cell: (r) => r.headcount,
            },
            {
              id: 'gross',
              header: t('gross'),
              card: 'figure',
              className: 'text-right tabular-nums',
              cell: (r) => money(r.gross),
            },
            { id: 'net', header: t('net'), className: 'text-right tabular-nums', cell: (r) => money(r.net) },
            {
              id: 'paye',
              header: t('paye'),
              className: 'text-right tabular-nums',
              cell: (r) => money(r.paye),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
