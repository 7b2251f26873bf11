'use client';

import { useTranslations } from 'next-intl';
import type { Grid, RosterEmployee, Shift } from '@/lib/contracts/shifts';
import { cn } from '@/lib/cn';
import { hoursLabel, useShiftFormat } from './shift-format';

type Props = {
  grid: Grid;
  days: string[];
  /** The one day shown on narrow screens (390 px: one day at a time). */
  focusDay: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onAdd: (employee: RosterEmployee, date: string) => void;
  onEdit: (employee: RosterEmployee, shift: Shift) => void;
  onWage: (employee: RosterEmployee) => void;
  onRemove: (employee: RosterEmployee) => void;
};

/** People as rows, days as columns; hours and cost per row and per day. */
export function ScheduleGrid({
  grid,
  days,
  focusDay,
  selected,
  onToggle,
  onAdd,
  onEdit,
  onWage,
  onRemove,
}: Props) {
  const t = useTranslations('shifts.schedule');
  const f = useShiftFormat();
  const cells = new Map<string, Shift[]>();
  for (const s of grid.shifts) {
    const key = `${s.employeeId}|${s.date}`;
    cells.set(key, [...(cells.get(key) ?? []), s]);
  }
  const rowTotals = new Map(grid.byEmployee.map((r) => [r.employeeId, r]));
  const dayTotals = new Map(grid.byDay.map((d) => [d.date, d]));
  const currencyOf = new Map(grid.employees.map((e) => [e.id, e.payCurrency]));
  const mainCurrency = grid.employees[0]?.payCurrency ?? 'NGN';
  const hide = (d: string) => (d === focusDay ? '' : 'hidden md:table-cell');

  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full min-w-0 border-collapse text-sm md:min-w-[960px]">
        <thead>
          <tr className="border-b border-line bg-canvas text-left">
            <th scope="col" className="sticky left-0 z-10 w-48 bg-canvas px-3 py-2 font-medium">
              {t('person')}
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className={cn('px-2 py-2 font-medium', hide(d))}>
                {f.day(d)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('rowTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.employees.map((e) => {
            const total = rowTotals.get(e.id);
            const name = `${e.firstName} ${e.lastName}`;
            return (
              <tr key={e.id} className="border-b border-line align-top last:border-0">
                <th scope="row" className="sticky left-0 z-10 bg-surface px-3 py-2 text-left font-normal">
                  <div className="font-medium text-ink">{name}</div>
                  <div className="text-xs text-muted">
                    {e.wage
                      ? t('perHour', { rate: f.money(e.wage.hourlyRate, e.wage.currency) })
                      : t('noWage')}
                  </div>
                  <div className="mt-1 flex flex-wrap gap-x-2">
                    <button
                      type="button"
                      className="text-xs text-brand-600 hover:underline"
                      onClick={() => onWage(e)}
                      aria-label={t('setWageFor', { name })}
                    >
                      {t('setWage')}
                    </button>
                    <button
                      type="button"
                      className="text-xs text-danger hover:underline"
                      onClick={() => onRemove(e)}
                      aria-label={t('removeFor', { name })}
                    >
                      {t('remove')}
                    </button>
                  </div>
                </th>
                {days.map((d) => {
                  const list = cells.get(`${e.id}|${d}`) ?? [];
                  const employed = d >= e.startDate && (!e.separatedAt || d < e.separatedAt);
                  return (
                    <td key={d} className={cn('min-w-28 px-1.5 py-1.5', hide(d))}>
                      <div className="flex flex-col gap-1">
                        {list.map((s) => (
                          <div
                            key={s.id}
                            className={cn(
                              'flex items-start gap-1 rounded-md border px-1.5 py-1',
                              selected.has(s.id)
                                ? 'border-brand-500 bg-brand-50'
                                : 'border-brand-100 bg-brand-50/50',
                            )}
                          >
                            <input
                              type="checkbox"
                              className="mt-0.5 size-3.5 shrink-0"
                              checked={selected.has(s.id)}
                              onChange={() => onToggle(s.id)}
                              aria-label={t('selectShift', {
                                name,
                                date: f.day(d),
                                start: s.start,
                                end: s.end,
                              })}
                            />
                            <button
                              type="button"
                              className="min-w-0 flex-1 text-left"
                              onClick={() => onEdit(e, s)}
                              aria-label={t('editShift', {
                                name,
                                date: f.day(d),
                                start: s.start,
                                end: s.end,
                              })}
                            >
                              <span className="block font-medium tabular-nums">
                                {s.start}–{s.end}
                              </span>
                              <span className="block truncate text-xs text-muted">{s.locationName}</span>
                              {s.overtimeMinutes > 0 && (
                                <span className="block text-xs text-warning">
                                  {t('overtime', { hours: hoursLabel(s.overtimeMinutes) })}
                                </span>
                              )}
                            </button>
                          </div>
                        ))}
                        {employed && (
                          <button
                            type="button"
                            className="rounded-md border border-dashed border-line py-1 text-xs text-muted hover:border-brand-500 hover:text-brand-600"
                            onClick={() => onAdd(e, d)}
                            aria-label={t('addShift', { name, date: f.day(d) })}
                          >
                            +
                          </button>
                        )}
                      </div>
                    </td>
                  );
                })}
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  <div>{hoursLabel((total?.regularMinutes ?? 0) + (total?.overtimeMinutes ?? 0))}</div>
                  <div className="text-xs text-muted">{f.money(total?.cost ?? 0, currencyOf.get(e.id))}</div>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-line bg-canvas">
            <th scope="row" className="sticky left-0 z-10 bg-canvas px-3 py-2 text-left font-medium">
              {t('dayTotal')}
            </th>
            {days.map((d) => {
              const total = dayTotals.get(d);
              return (
                <td key={d} className={cn('px-2 py-2 tabular-nums', hide(d))}>
                  <div>{hoursLabel((total?.regularMinutes ?? 0) + (total?.overtimeMinutes ?? 0))}</div>
                  <div className="text-xs text-muted">{f.money(total?.cost ?? 0, mainCurrency)}</div>
                </td>
              );
            })}
            <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">
              <div>{hoursLabel(grid.totals.regularMinutes + grid.totals.overtimeMinutes)}</div>
              <div className="text-xs text-muted">{f.money(grid.totals.cost, mainCurrency)}</div>
            </td>
          </tr>
        </tfoot>
      </table>
      {grid.employees.length === 0 && (
        <p className="p-6 text-center text-sm text-muted">{t('emptyRoster')}</p>
      )}
    </div>
  );
}
