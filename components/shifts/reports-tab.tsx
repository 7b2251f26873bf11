'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toast } from '@/lib/toast';
import { CHART_COLORS, compactMoney, toMajor } from '@/components/dashboard/chart-format';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadReport } from '@/lib/api/shifts';
import { addDays, DATE_RE, daysBetween, MAX_RANGE_DAYS, mondayOf, type Report } from '@/lib/contracts/shifts';
import { useShiftReport } from '@/lib/queries/shifts';
import { EmployeeReportDialog } from './employee-report-dialog';
import { describeError, hoursLabel, useShiftFormat } from './shift-format';
import { localToday } from './schedule-tab';

type Row = {
  key: string;
  name: string;
  sub?: string;
  shifts: number;
  regularMinutes: number;
  overtimeMinutes: number;
  cost: number;
};

/** Shift reports: a range, totals, a chart of daily cost, per-employee and per-location tables, xlsx download. */
export function ReportsTab() {
  const t = useTranslations('shifts.reports');
  const f = useShiftFormat();
  const locale = useLocale();
  const today = localToday();
  const [range, setRange] = useState({ from: mondayOf(today), to: addDays(mondayOf(today), 6) });
  const [draft, setDraft] = useState(range);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const query = useShiftReport(range);
  const data = query.data;
  const currency = data?.byEmployee[0]?.currency ?? 'NGN';
  const valid =
    DATE_RE.test(draft.from) &&
    DATE_RE.test(draft.to) &&
    draft.to >= draft.from &&
    daysBetween(draft.from, draft.to) < MAX_RANGE_DAYS;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadReport(range), `shift-report-${range.from}-${range.to}.xlsx`);
    } catch (e) {
      toast.error(describeError(e));
    } finally {
      setDownloading(false);
    }
  };
  const preset = (from: string, to: string) => {
    setDraft({ from, to });
    setRange({ from, to });
  };

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setRange(draft);
        }}
      >
        <FormField label={t('from')} className="w-40">
          <Input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </FormField>
        <FormField
          label={t('to')}
          className="w-40"
          error={draft.to && !valid ? t('rangeInvalid', { days: MAX_RANGE_DAYS }) : undefined}
        >
          <Input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={!valid}>
          {t('show')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => preset(mondayOf(today), addDays(mondayOf(today), 6))}
        >
          {t('thisWeek')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => preset(addDays(mondayOf(today), -7), addDays(mondayOf(today), -1))}
        >
          {t('lastWeek')}
        </Button>
        <Button
          type="button"
          className="sm:ml-auto"
          loading={downloading}
          disabled={!data}
          onClick={download}
        >
          {t('download')}
        </Button>
      </form>

      {query.isLoading ? (
        <Skeleton className="h-64" aria-busy />
      ) : query.error && !data ? (
        <LoadFailed
          error={query.error}
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => query.refetch()}
        />
      ) : data && data.totals.shifts === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />
      ) : data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="shift-report-totals">
            {[
              [t('shifts'), String(data.totals.shifts)],
              [t('regularHours'), hoursLabel(data.totals.regularMinutes)],
              [t('overtimeHours'), hoursLabel(data.totals.overtimeMinutes)],
              [t('cost'), f.money(data.totals.cost, currency)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-line bg-surface p-4">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <Card>
            <CardHeader>
              <CardTitle>{t('dailyCost')}</CardTitle>
            </CardHeader>
            <CardContent>
              <figure aria-label={t('dailyCost')} data-testid="chart-daily-cost">
                <ResponsiveContainer width="100%" height={220}>
                  <BarChart
                    data={data.byDay.map((d) => ({
                      day: f.day(d.date, { day: 'numeric', month: 'short' }),
                      cost: toMajor(d.cost, currency),
                      minor: d.cost,
                    }))}
                  >
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="day" fontSize={12} />
                    <YAxis tickFormatter={compactMoney(locale, currency)} fontSize={12} width={64} />
                    <Tooltip
                      formatter={(_v, _n, item) => [f.money(Number(item.payload.minor), currency), t('cost')]}
                    />
                    <Bar dataKey="cost" fill={CHART_COLORS.brand} radius={[4, 4, 0, 0]} />
                  </BarChart>
                </ResponsiveContainer>
              </figure>
            </CardContent>
          </Card>
          <ReportTable
            title={t('byEmployee')}
            nameLabel={t('employee')}
            currency={currency}
            rows={data.byEmployee.map((e) => ({
              key: e.employeeId,
              name: `${e.firstName} ${e.lastName}`,
              sub: e.staffId,
              ...e,
            }))}
            totals={data.totals}
            onOpen={setEmployeeId}
            openLabel={(name) => t('openEmployee', { name })}
          />
          <ReportTable
            title={t('byLocation')}
            nameLabel={t('location')}
            currency={currency}
            rows={data.byLocation.map((l) => ({ key: l.locationId, ...l }))}
            totals={data.totals}
          />
        </>
      ) : null}
      <EmployeeReportDialog employeeId={employeeId} range={range} onClose={() => setEmployeeId(null)} />
    </div>
  );
}

function ReportTable(props: {
  title: string;
  nameLabel: string;
  currency: string;
  rows: Row[];
  totals: Report['totals'];
  onOpen?: (key: string) => void;
  openLabel?: (name: string) => string;
}) {
  const t = useTranslations('shifts.reports');
  const f = useShiftFormat();
  const { rows, totals, currency } = props;
  const num = 'text-right tabular-nums';
  return (
    <section aria-label={props.title} className="space-y-2">
      <h2 className="text-sm font-semibold">{props.title}</h2>
      <DataTable
        caption={props.title}
        rows={rows}
        getRowId={(r) => r.key}
        columns={[
          {
            id: 'name',
            header: props.nameLabel,
            card: 'title',
            cell: (r) => (
              <>
                {props.onOpen ? (
                  <button
                    type="button"
                    className="font-medium text-brand-600 hover:underline"
                    onClick={() => props.onOpen!(r.key)}
                    aria-label={props.openLabel?.(r.name)}
                  >
                    {r.name}
                  </button>
                ) : (
                  <span className="font-medium">{r.name}</span>
                )}
                {r.sub && <span className="block text-xs text-muted">{r.sub}</span>}
              </>
            ),
            footer: t('total'),
          },
          { id: 'shifts', header: t('shifts'), className: num, cell: (r) => r.shifts, footer: totals.shifts },
          {
            id: 'regular',
            header: t('regularHours'),
            className: num,
            cell: (r) => hoursLabel(r.regularMinutes),
            footer: hoursLabel(totals.regularMinutes),
          },
          {
            id: 'overtime',
            header: t('overtimeHours'),
            className: num,
            cell: (r) => hoursLabel(r.overtimeMinutes),
            footer: hoursLabel(totals.overtimeMinutes),
          },
          {
            id: 'cost',
            header: t('cost'),
            card: 'figure',
            className: num,
            cell: (r) => f.money(r.cost, currency),
            footer: f.money(totals.cost, currency),
          },
        ]}
      />
    </section>
  );
}
