'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { EmployeeStats } from '@/lib/contracts/dashboard';
import { useEmployeeStats } from '@/lib/queries/dashboard';
import { CHART_COLORS, monthLabel, SERIES } from './chart-format';

const STATUS_COLORS = {
  active: CHART_COLORS.success,
  suspended: CHART_COLORS.warning,
  separated: CHART_COLORS.muted,
} as const;

function ChartCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure aria-label={title} data-testid={testId}>
          {children}
        </figure>
      </CardContent>
    </Card>
  );
}

/** Employees by status and gender, and joiners vs leavers over the last 12 months (GET dashboard/employee-stats). */
export function EmployeeCharts() {
  const t = useTranslations('dashboard.analytics');
  const query = useEmployeeStats();
  if (query.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-2" aria-busy>
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (query.isError)
    return (
      <p className="text-sm text-muted" role="alert">
        {t('loadError')}
      </p>
    );
  const total = query.data.byStatus.active + query.data.byStatus.suspended + query.data.byStatus.separated;
  if (total === 0) {
    return (
      <Card>
        <EmptyState title={t('noData')} description={t('noEmployeeData')} />
      </Card>
    );
  }
  return <EmployeeChartsView data={query.data} />;
}

function EmployeeChartsView({ data }: { data: EmployeeStats }) {
  const t = useTranslations('dashboard.analytics');
  const locale = useLocale();
  const statuses = (['active', 'suspended', 'separated'] as const).map((key) => ({
    key,
    name: t(`statuses.${key}`),
    value: data.byStatus[key],
  }));
  const genders = data.byGender.map((g) => ({
    name: t.has(`genders.${g.key}`) ? t(`genders.${g.key}`) : g.key,
    count: g.count,
  }));
  const label = monthLabel(locale);
  const months = data.monthly.map((m) => ({ ...m, label: label(m.month) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard title={t('byStatus')} testId="chart-by-status">
        <ResponsiveContainer width="100%" height={240}>
          <PieChart>
            <Pie
              data={statuses}
              dataKey="value"
              nameKey="name"
              innerRadius={50}
              outerRadius={80}
              paddingAngle={2}
            >
              {statuses.map((s) => (
                <Cell key={s.key} fill={STATUS_COLORS[s.key]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard title={t('byGender')} testId="chart-by-gender">
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={genders}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={32} />
            <Tooltip />
            <Bar dataKey="count" name={t('headcount')} radius={[4, 4, 0, 0]}>
              {genders.map((g, i) => (
                <Cell key={g.name} fill={SERIES[i % SERIES.length]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <div className="lg:col-span-2">
        <ChartCard title={t('joinersLeavers')} testId="chart-joiners-leavers">
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={months}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} fontSize={12} width={32} />
              <Tooltip />
              <Legend />
              <Bar dataKey="joiners" name={t('joiners')} fill={CHART_COLORS.success} radius={[4, 4, 0, 0]} />
              <Bar dataKey="leavers" name={t('leavers')} fill={CHART_COLORS.danger} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
          <table className="sr-only">
            <caption>{t('joinersLeavers')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('month')}</th>
                <th scope="col">{t('joiners')}</th>
                <th scope="col">{t('leavers')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{m.label}</th>
                  <td>{m.joiners}</td>
                  <td>{m.leavers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ChartCard>
      </div>
    </div>
  );
}
