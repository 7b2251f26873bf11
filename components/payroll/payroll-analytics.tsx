'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { monthLabel } from '@/components/dashboard/chart-format';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { CALENDAR_MONTH_RE as MONTH_RE } from '@/lib/contracts/calendar';
import type { PayrollAnalyticsQuery } from '@/lib/contracts/payroll-analytics';
import {
  useDepartmentDistribution,
  useSalaryDistribution,
  useSalaryStat,
} from '@/lib/queries/payroll-analytics';
import { BandsChart, DepartmentsChart, StatCards } from './analytics-charts';
import { AnalyticsRange } from './analytics-range';

/** /app/payroll/analytics: pay levels, bands and departments over a range of months (in the URL: ?from=&to=). */
export function PayrollAnalytics() {
  const t = useTranslations('payroll-analytics');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const pick = (k: string) => {
    const v = params.get(k);
    return v && MONTH_RE.test(v) ? v : undefined;
  };
  const query: PayrollAnalyticsQuery = {
    ...(pick('from') && { from: pick('from') }),
    ...(pick('to') && { to: pick('to') }),
  };
  const stat = useSalaryStat(query);
  const bands = useSalaryDistribution(query);
  const departments = useDepartmentDistribution(query);
  const range = stat.data ?? bands.data ?? departments.data;
  const setRange = (r: { from?: string; to?: string }) => {
    const q = new URLSearchParams();
    if (r.from) q.set('from', r.from);
    if (r.to) q.set('to', r.to);
    router.replace(q.size ? `${pathname}?${q.toString()}` : pathname, { scroll: false });
  };
  const failed = stat.error ?? bands.error ?? departments.error;
  const loading = stat.isLoading || bands.isLoading || departments.isLoading;
  const month = monthLabel(locale);
  const currencies = stat.data?.currencies.map((c) => c.currency) ?? [];

  return (
    <div className="min-w-0 space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <AnalyticsRange
        from={range?.from ?? query.from ?? ''}
        to={range?.to ?? query.to ?? ''}
        onChange={setRange}
      />
      {range ? (
        <p className="text-sm text-muted" data-testid="analytics-range">
          {t('range.summary', { from: month(range.from), to: month(range.to), runs: range.runs })}
        </p>
      ) : null}
      {loading ? (
        <div className="space-y-4" aria-busy>
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : failed && !stat.data ? (
        <Card>
          <LoadFailed
            error={failed}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void Promise.all([stat.refetch(), bands.refetch(), departments.refetch()])}
          />
        </Card>
      ) : currencies.length === 0 ? (
        <Card>
          <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />
        </Card>
      ) : (
        currencies.map((currency) => {
          const s = stat.data!.currencies.find((c) => c.currency === currency)!;
          const b = bands.data?.currencies.find((c) => c.currency === currency);
          const d = departments.data?.departments.filter((x) => x.currency === currency) ?? [];
          return (
            <section key={currency} className="space-y-4" aria-label={currency}>
              <StatCards stat={s} />
              <div className="grid gap-4">
                {b ? <BandsChart data={b} /> : <Skeleton className="h-64" />}
                {d.length ? <DepartmentsChart currency={currency} rows={d} /> : null}
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}
