'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import { addDays, datesIn, DATE_RE, mondayOf, type RosterEmployee } from '@/lib/contracts/shifts';
import { cn } from '@/lib/cn';
import {
  useBulkUpdateShiftsMutation,
  useClearScheduleMutation,
  useDeleteShiftsMutation,
  usePasteScheduleMutation,
  useRemoveRosterEmployeeMutation,
  useShiftGrid,
  useShiftLocations,
} from '@/lib/queries/shifts';
import { AddPeopleDialog } from './add-people-dialog';
import { ScheduleGrid } from './schedule-grid';
import { ShiftDialog, type ShiftTarget } from './shift-dialog';
import { describeError, useShiftFormat } from './shift-format';
import { WageDialog } from './wage-dialog';

/** The browser's calendar date (the manager's "today"). */
export const localToday = () => new Date().toLocaleDateString('en-CA');

// A failed roster write names its clash (the overlapping shift) rather than the general message.
const outcome = (write: Promise<{ message: string }>, onDone?: () => void) =>
  toastOutcome(write, { onDone, onError: (e) => toast.error(describeError(e)) });

/** The roster's URL parameters beside `page`: the week shown (this week when missing) and the location. */
const URL_FILTERS = ['week', 'location'] as const;

/** The active schedule: one week (from the URL's `week`), filtered by location, with copy, clear and bulk edits. */
export function ScheduleTab() {
  const t = useTranslations('shifts.schedule');
  const tc = useTranslations('common');
  const f = useShiftFormat();
  // The roster is paged by people; another week or location starts again on its first page.
  const { page, setPage, filters, setFilter } = useUrlPaging({ filters: URL_FILTERS });
  const today = localToday();
  const week = DATE_RE.test(filters.week) ? mondayOf(filters.week) : mondayOf(today);
  const locationId = filters.location;
  const days = datesIn(week, addDays(week, 6));
  const [focusDay, setFocusDay] = useState(days.includes(today) ? today : week);
  const shownDay = days.includes(focusDay) ? focusDay : week;

  const grid = useShiftGrid({
    from: week,
    to: addDays(week, 6),
    ...(locationId && { locationId }),
    ...(page > 1 && { page }),
  });
  const locations = useShiftLocations();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState<ShiftTarget | null>(null);
  const [wageFor, setWageFor] = useState<RosterEmployee | null>(null);
  const [removing, setRemoving] = useState<RosterEmployee | null>(null);
  const [adding, setAdding] = useState(false);
  const [moveTo, setMoveTo] = useState('');
  const [times, setTimes] = useState({ start: '', end: '' });
  const paste = usePasteScheduleMutation();
  const clear = useClearScheduleMutation();
  const bulk = useBulkUpdateShiftsMutation();
  const remove = useDeleteShiftsMutation();
  const removePerson = useRemoveRosterEmployeeMutation();

  // Another week, location or page shows other shifts: the selection starts afresh.
  const go = (write: () => void) => {
    setSelected(new Set());
    write();
  };
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const data = grid.data;
  const count = data?.shifts.length ?? 0;
  // Stable while loading: the shift form resets itself when its list of locations changes.
  const liveLocations = useMemo(() => locations.data ?? [], [locations.data]);
  const weekLabel = t('weekOf', { date: f.day(week, { day: 'numeric', month: 'long', year: 'numeric' }) });
  const scope = locationId ? { locationId } : {};
  const ids = [...selected];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(() => setFilter('week', addDays(week, -7)))}
            aria-label={t('previousWeek')}
          >
            ‹
          </Button>
          <span className="min-w-40 px-2 text-center text-sm font-medium" aria-live="polite">
            {weekLabel}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(() => setFilter('week', addDays(week, 7)))}
            aria-label={t('nextWeek')}
          >
            ›
          </Button>
          <Button variant="ghost" size="sm" onClick={() => go(() => setFilter('week', ''))}>
            {t('thisWeek')}
          </Button>
        </div>
        <div className="w-full sm:w-56">
          <Select
            aria-label={t('filterLocation')}
            value={locationId}
            onChange={(e) => go(() => setFilter('location', e.target.value))}
          >
            <option value="">{t('allLocations')}</option>
            {liveLocations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('addPeople')}
          </Button>
          <ConfirmDialog
            title={t('copyTitle')}
            description={t('copyDescription', {
              count,
              week: f.day(addDays(week, 7), { day: 'numeric', month: 'long' }),
            })}
            confirmLabel={t('copyConfirm')}
            cancelLabel={tc('cancel')}
            trigger={
              <Button size="sm" disabled={count === 0}>
                {t('copyNextWeek')}
              </Button>
            }
            onConfirm={() =>
              outcome(
                paste.mutateAsync({
                  sourceFrom: week,
                  sourceTo: addDays(week, 6),
                  targetFrom: addDays(week, 7),
                  mode: 'skip',
                  ...scope,
                }),
              )
            }
          />
          <ConfirmDialog
            variant="danger"
            title={t('clearTitle')}
            description={t('clearDescription', { count, week: weekLabel })}
            confirmLabel={t('clearConfirm')}
            cancelLabel={tc('cancel')}
            trigger={
              <Button size="sm" variant="danger" disabled={count === 0}>
                {t('clearWeek')}
              </Button>
            }
            onConfirm={() => outcome(clear.mutateAsync({ from: week, to: addDays(week, 6), ...scope }))}
          />
        </div>
      </div>

      {/* Narrow screens: one day at a time. */}
      <div className="flex gap-1 overflow-x-auto md:hidden" role="group" aria-label={t('chooseDay')}>
        {days.map((d) => (
          <Button
            key={d}
            size="sm"
            variant={d === shownDay ? 'default' : 'secondary'}
            aria-pressed={d === shownDay}
            onClick={() => setFocusDay(d)}
          >
            {f.day(d, { weekday: 'short', day: 'numeric' })}
          </Button>
        ))}
      </div>

      {selected.size > 0 && (
        <div
          className="flex flex-wrap items-end gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
          role="region"
          aria-label={t('selection')}
        >
          <span className="self-center text-sm font-medium">
            {t('selectedCount', { count: selected.size })}
          </span>
          <div className="flex items-center gap-1">
            <div className="w-44">
              <Select
                aria-label={t('moveTo')}
                placeholder={t('moveTo')}
                value={moveTo}
                onChange={(e) => setMoveTo(e.target.value)}
              >
                {liveLocations.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </Select>
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={!moveTo}
              loading={bulk.isPending}
              onClick={() =>
                outcome(bulk.mutateAsync({ ids, changes: { locationId: moveTo } }), () =>
                  setSelected(new Set()),
                ).catch(() => undefined)
              }
            >
              {t('move')}
            </Button>
          </div>
          <div className="flex items-center gap-1">
            <Input
              type="time"
              className="w-28"
              aria-label={t('newStart')}
              value={times.start}
              onChange={(e) => setTimes((v) => ({ ...v, start: e.target.value }))}
            />
            <Input
              type="time"
              className="w-28"
              aria-label={t('newEnd')}
              value={times.end}
              onChange={(e) => setTimes((v) => ({ ...v, end: e.target.value }))}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={!times.start && !times.end}
              onClick={() =>
                outcome(
                  bulk.mutateAsync({
                    ids,
                    changes: {
                      ...(times.start && { start: times.start }),
                      ...(times.end && { end: times.end }),
                    },
                  }),
                  () => setSelected(new Set()),
                ).catch(() => undefined)
              }
            >
              {t('changeTimes')}
            </Button>
          </div>
          <ConfirmDialog
            variant="danger"
            title={t('deleteSelectedTitle')}
            description={t('deleteSelectedDescription', { count: selected.size })}
            confirmLabel={t('deleteSelected')}
            cancelLabel={tc('cancel')}
            trigger={
              <Button size="sm" variant="ghost" className="text-danger">
                {t('deleteSelected')}
              </Button>
            }
            onConfirm={() => outcome(remove.mutateAsync(ids), () => setSelected(new Set()))}
          />
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {t('clearSelection')}
          </Button>
        </div>
      )}

      {grid.isLoading ? (
        <div className="space-y-2" aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : grid.error && !data ? (
        <LoadFailed
          error={grid.error}
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => grid.refetch()}
        />
      ) : data ? (
        <div className={cn(grid.isFetching && 'opacity-70 transition-opacity')}>
          {liveLocations.length === 0 && !locations.isLoading && (
            <p className="mb-2 text-sm text-warning">{t('noLocations')}</p>
          )}
          <ScheduleGrid
            grid={data}
            days={days}
            focusDay={shownDay}
            selected={selected}
            onToggle={toggle}
            onAdd={(employee, date) => setTarget({ employee, date })}
            onEdit={(employee, shift) => setTarget({ employee, date: shift.date, shift })}
            onWage={setWageFor}
            onRemove={setRemoving}
          />
          {data.meta.totalPages > 1 && (
            <nav className="mt-2 flex items-center justify-end gap-2 text-sm" aria-label={t('pages')}>
              <Button
                size="sm"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => go(() => setPage(page - 1))}
              >
                {t('previousPage')}
              </Button>
              <span>
                {t('pageOf', { page: data.meta.page, total: data.meta.totalPages, people: data.meta.total })}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= data.meta.totalPages}
                onClick={() => go(() => setPage(page + 1))}
              >
                {t('nextPage')}
              </Button>
            </nav>
          )}
          <p className="mt-2 text-xs text-muted">{t('overtimeRule', { hours: data.weeklyHours })}</p>
        </div>
      ) : null}

      <ShiftDialog target={target} locations={liveLocations} onClose={() => setTarget(null)} />
      <WageDialog employee={wageFor} today={today} onClose={() => setWageFor(null)} />
      <AddPeopleDialog
        open={adding}
        onOpenChange={setAdding}
        onRoster={new Set(data?.employees.map((e) => e.id) ?? [])}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        onOpenChange={(open) => !open && setRemoving(null)}
        variant="danger"
        title={t('removeTitle', { name: removing ? `${removing.firstName} ${removing.lastName}` : '' })}
        description={t('removeDescription')}
        confirmLabel={t('remove')}
        cancelLabel={tc('cancel')}
        onConfirm={() => outcome(removePerson.mutateAsync(removing!.id), () => setRemoving(null))}
      />
    </div>
  );
}
