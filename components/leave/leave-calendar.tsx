'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { CALENDAR_MONTH_RE } from '@/lib/contracts/calendar';
import { useLeaveCalendar, useLeaveFilters } from '@/lib/queries/leave';
import { cn } from '@/lib/cn';
import { dateTimeFormat } from '@/lib/intl-formats';
import { MAX_LANES, weekBars } from './calendar-bars';
import { useLeaveDates } from './use-leave-dates';
import { useLeaveParams } from './use-leave-params';
import { useLeaveTypeName } from './use-leave-type-name';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const time = (d: string) => Date.parse(`${d}T00:00:00Z`);
const thisMonth = () => new Date().toISOString().slice(0, 7);
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
const PALETTE = ['bg-brand-600', 'bg-success-700', 'bg-warning-700', 'bg-danger', 'bg-ink'];

/** The calendar tab: a Monday-first month grid of 42 days, approved leave as bars, public holidays marked. */
export function LeaveCalendar() {
  const t = useTranslations('leave.calendar');
  const typeName = useLeaveTypeName();
  const locale = useLocale();
  const { get, set } = useLeaveParams();
  const dates = useLeaveDates();
  const month = CALENDAR_MONTH_RE.test(get('month') ?? '') ? get('month')! : thisMonth();
  const departmentId = get('departmentId');
  const leaveTypeId = get('leaveTypeId');
  const filters = useLeaveFilters();
  const query = useLeaveCalendar({ month, departmentId, leaveTypeId });
  const data = query.data;
  const typeColour = new Map(
    (filters.data?.types ?? []).map((ty, i) => [ty.id, PALETTE[i % PALETTE.length]!]),
  );
  const holidays = new Map((data?.holidays ?? []).map((h) => [h.date, h.name]));
  const title = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const [today] = useState(() => new Date().toISOString().slice(0, 10));

  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('previous')}
            onClick={() => set({ month: shiftMonth(month, -1) })}
          >
            <ChevronLeftIcon />
          </Button>
          <h2 className="min-w-40 text-center text-lg font-semibold text-ink" aria-live="polite">
            {title}
          </h2>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('next')}
            onClick={() => set({ month: shiftMonth(month, 1) })}
          >
            <ChevronRightIcon />
          </Button>
          <Button variant="ghost" onClick={() => set({ month: undefined })}>
            {t('today')}
          </Button>
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:w-auto">
          <Select
            aria-label={t('department')}
            placeholder={t('allDepartments')}
            value={departmentId ?? ''}
            onChange={(e) => set({ departmentId: e.target.value || undefined })}
          >
            {(filters.data?.departments ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('type')}
            placeholder={t('allTypes')}
            value={leaveTypeId ?? ''}
            onChange={(e) => set({ leaveTypeId: e.target.value || undefined })}
          >
            {(filters.data?.types ?? []).map((ty) => (
              <option key={ty.id} value={ty.id}>
                {typeName(ty.name)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {query.isError && !data ? (
        <LoadFailed
          error={query.error}
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => query.refetch()}
        />
      ) : !data ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <div role="grid" aria-label={title} className="overflow-hidden rounded-md border border-line">
          <div
            role="row"
            className="grid grid-cols-7 border-b border-line bg-canvas text-center text-xs font-medium text-muted"
          >
            {weekdays.map((d) => (
              <div role="columnheader" key={d} className="py-2">
                {d}
              </div>
            ))}
          </div>
          {Array.from({ length: 6 }, (_, w) => {
            const weekStart = iso(time(data.from) + w * 7 * DAY);
            const bars = weekBars(data.leaves, weekStart);
            const hidden = bars.filter((b) => b.lane >= MAX_LANES).length;
            return (
              <div
                role="row"
                key={weekStart}
                className="grid grid-cols-7 border-b border-line last:border-b-0"
                style={{ gridAutoRows: 'minmax(0, auto)' }}
              >
                {Array.from({ length: 7 }, (_, d) => {
                  const date = iso(time(weekStart) + d * DAY);
                  const holiday = holidays.get(date);
                  const outside = !date.startsWith(month);
                  return (
                    <div
                      role="gridcell"
                      key={date}
                      aria-label={[date, holiday].filter(Boolean).join(' — ')}
                      className={cn(
                        'min-h-10 border-r border-line px-1 pt-1 text-xs last:border-r-0',
                        outside && 'bg-canvas/60 text-muted',
                        holiday && 'bg-warning/10',
                      )}
                      style={{ gridColumn: d + 1, gridRow: 1 }}
                    >
                      <span
                        className={cn(
                          'inline-flex size-6 items-center justify-center rounded-full',
                          date === today && 'bg-brand-600 font-semibold text-white',
                        )}
                      >
                        {Number(date.slice(8))}
                      </span>
                      {holiday ? (
                        <span className="block truncate text-[10px] text-warning-700" title={holiday}>
                          {holiday}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
                {bars
                  .filter((b) => b.lane < MAX_LANES)
                  .map((b) => (
                    <div
                      key={`${b.leave.id}-${weekStart}`}
                      className={cn(
                        'mx-0.5 mb-1 truncate rounded px-1.5 py-0.5 text-[11px] font-medium text-white',
                        typeColour.get(b.leave.leaveType.id) ?? PALETTE[0],
                      )}
                      style={{ gridColumn: `${b.from + 1} / ${b.to + 2}`, gridRow: b.lane + 2 }}
                      title={`${b.leave.employee.firstName} ${b.leave.employee.lastName} · ${typeName(b.leave.leaveType.name)} · ${dates.range(b.leave.startDate, b.leave.endDate)}`}
                    >
                      {b.leave.employee.firstName} {b.leave.employee.lastName}
                    </div>
                  ))}
                {hidden > 0 ? (
                  <div
                    className="col-span-7 px-1 pb-1 text-[11px] text-muted"
                    style={{ gridRow: MAX_LANES + 2 }}
                  >
                    {t('more', { count: hidden })}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      )}
      {data && data.leaves.length === 0 ? <p className="text-sm text-muted">{t('empty')}</p> : null}
      {filters.data?.types.length ? (
        <ul className="flex flex-wrap gap-3 text-xs text-muted" aria-label={t('legend')}>
          {filters.data.types
            .filter((ty) => !ty.archived)
            .map((ty) => (
              <li key={ty.id} className="flex items-center gap-1.5">
                <span className={cn('size-2.5 rounded-sm', typeColour.get(ty.id))} aria-hidden />
                {typeName(ty.name)}
              </li>
            ))}
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-warning/30" aria-hidden />
            {t('holiday')}
          </li>
        </ul>
      ) : null}
    </Card>
  );
}
