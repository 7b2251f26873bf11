'use client';

import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { PayrollDetail } from '@/lib/contracts/payroll';
import { currenciesOf, Money, usePeriodLabel } from './payroll-parts';
import { RunPaymentCounts } from './run-payment-counts';

/** The run's totals per currency (once computed). */
export function Totals({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run');
  const currencies = currenciesOf(detail.totals);
  if (!detail.computedAt) {
    return (
      <Card>
        <EmptyState title={t('notComputedTitle')} description={t('notComputedDescription')} />
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {currencies.map((c) => {
        const v = detail.totals[c]!;
        return (
          <Card key={c} data-testid={`totals-${c}`}>
            <CardHeader>
              <CardTitle>{t('totalsTitle', { currency: c })}</CardTitle>
              <CardDescription>
                {t('totalsEmployees', { count: v.employees })}
                <RunPaymentCounts detail={detail} currency={c} />
              </CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {(['gross', 'paye', 'deductions', 'employerContributions', 'net'] as const).map((k) => (
                  <div key={k} className="contents">
                    <dt className={k === 'net' ? 'font-semibold text-ink' : 'text-muted'}>
                      {t(`totals.${k}`)}
                    </dt>
                    <dd className={k === 'net' ? 'text-right font-semibold text-ink' : 'text-right text-ink'}>
                      <Money minor={v[k]} currency={c} />
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

/** What changed against the previous regular run: net per currency, joiners, leavers and changed pay. */
export function Variance({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run.variance');
  const period = usePeriodLabel();
  const v = detail.variance;
  if (!v.previousRunId || !v.previousPeriod) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('none')}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const diff = (now: number, before: number, currency: string) => {
    const d = now - before;
    return (
      <span className={d > 0 ? 'text-success-700' : d < 0 ? 'text-danger' : 'text-muted'}>
        {d > 0 ? '+' : ''}
        <Money minor={d} currency={currency} />
      </span>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('against', { period: period(v.previousPeriod) })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <ul className="space-y-1">
          {currenciesOf(detail.totals).map((c) => {
            const before = v.previousTotals[c];
            const now = detail.totals[c]!;
            return (
              <li key={c}>
                {t('netChange', { currency: c })}:{' '}
                {before ? (
                  diff(now.net, before.net, c)
                ) : (
                  <span className="text-muted">{t('newCurrency')}</span>
                )}{' '}
                · {t('headcountChange', { before: before?.employees ?? 0, now: now.employees })}
              </li>
            );
          })}
        </ul>
        <div className="grid gap-4 md:grid-cols-3">
          <PeopleSection title={t('joiners', { count: v.joinersCount })} people={v.joiners} />
          <PeopleSection title={t('leavers', { count: v.leaversCount })} people={v.leavers} />
          <section>
            <h3 className="font-medium text-ink">{t('changed', { count: v.changedCount })}</h3>
            <ul className="mt-1 space-y-0.5 text-muted">
              {v.changed.slice(0, 8).map((j) => (
                <li key={j.employeeId}>
                  {j.name}: {diff(j.net, j.previousNet, j.currency)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </CardContent>
    </Card>
  );
}

/** Joiners or leavers of the variance: the first eight, each with their net pay. */
function PeopleSection({
  title,
  people,
}: {
  title: string;
  people: { employeeId: string; name: string; net: number; currency: string }[];
}) {
  return (
    <section>
      <h3 className="font-medium text-ink">{title}</h3>
      <ul className="mt-1 space-y-0.5 text-muted">
        {people.slice(0, 8).map((j) => (
          <li key={j.employeeId}>
            {j.name} · <Money minor={j.net} currency={j.currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}
