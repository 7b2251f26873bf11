'use client';

import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfWeek,
  type Day,
  type Locale,
} from 'date-fns';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useControllableState } from './use-controllable-state';

/** Spec §9: a fixed-weeks grid always has 6 rows of 7. */
export const CALENDAR_FIXED_CELLS = 42;

export type CalendarDaysOptions = {
  /** Pad to 42 cells so the grid height never changes between months. */
  fixedWeeks?: boolean;
  /** 0 = Sunday … 6 = Saturday; both our locales (en-GB, zh-CN) start on Monday. */
  weekStartsOn?: Day;
};

/** The days shown for `month`: whole weeks around it, 42 of them with fixedWeeks. */
export function getCalendarDays(
  month: Date,
  { fixedWeeks = false, weekStartsOn = 1 }: CalendarDaysOptions = {},
): Date[] {
  const start = startOfWeek(startOfMonth(month), { weekStartsOn });
  const end = endOfWeek(endOfMonth(month), { weekStartsOn });
  const days = eachDayOfInterval({ start, end });
  while (fixedWeeks && days.length < CALENDAR_FIXED_CELLS)
    days.push(addDays(days[days.length - 1] ?? start, 1));
  return days;
}

export type CalendarProps = {
  selected?: Date | null;
  onSelect?: (date: Date) => void;
  month?: Date;
  defaultMonth?: Date;
  onMonthChange?: (month: Date) => void;
  fixedWeeks?: boolean;
  weekStartsOn?: Day;
  /** date-fns locale for month and weekday names; English when omitted. */
  locale?: Locale;
  isDateDisabled?: (date: Date) => boolean;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  className?: string;
};

const KEY_DAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function Calendar({
  selected = null,
  onSelect,
  month,
  defaultMonth,
  onMonthChange,
  fixedWeeks = false,
  weekStartsOn,
  locale,
  isDateDisabled,
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  className,
}: CalendarProps) {
  const [shown, setShown] = useControllableState({
    value: month ? startOfMonth(month) : undefined,
    defaultValue: startOfMonth(defaultMonth ?? selected ?? new Date()),
    onChange: onMonthChange,
  });
  const [focused, setFocused] = useState<Date>(selected ?? shown);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const startsOn = weekStartsOn ?? (locale?.options?.weekStartsOn as Day | undefined) ?? 1;
  const days = getCalendarDays(shown, { fixedWeeks, weekStartsOn: startsOn });
  // The roving tab stop must be a visible day: the focused one if shown, else the 1st of the month.
  const tabStop = days.some((day) => isSameDay(day, focused)) ? focused : shown;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const focusDate = (date: Date) => {
    setFocused(date);
    moveFocus.current = true;
    if (!isSameMonth(date, shown)) setShown(startOfMonth(date));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    let next: Date | null = null;
    if (KEY_DAYS[event.key] !== undefined) next = addDays(day, KEY_DAYS[event.key] ?? 0);
    else if (event.key === 'Home') next = startOfWeek(day, { weekStartsOn: startsOn });
    else if (event.key === 'End') next = endOfWeek(day, { weekStartsOn: startsOn });
    else if (event.key === 'PageUp') next = addMonths(day, -1);
    else if (event.key === 'PageDown') next = addMonths(day, 1);
    if (!next) return;
    event.preventDefault();
    focusDate(next);
  };

  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const navClass =
    'flex size-8 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink';
  return (
    <div data-slot="calendar" className={cn('inline-block w-72 p-3', className)}>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label={previousMonthLabel}
          className={navClass}
          onClick={() => setShown(addMonths(shown, -1))}
        >
          <ChevronLeftIcon />
        </button>
        <p aria-live="polite" className="text-sm font-semibold">
          {format(shown, 'LLLL yyyy', { locale })}
        </p>
        <button
          type="button"
          aria-label={nextMonthLabel}
          className={navClass}
          onClick={() => setShown(addMonths(shown, 1))}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={format(shown, 'LLLL yyyy', { locale })}
        className="w-full border-collapse"
      >
        <thead>
          <tr>
            {days.slice(0, 7).map((day) => (
              <th
                key={day.getDay()}
                scope="col"
                abbr={format(day, 'EEEE', { locale })}
                className="pb-1 text-xs font-medium text-muted"
              >
                {format(day, 'EEEEEE', { locale })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.toISOString()}>
              {week.map((day) => {
                const isSelected = selected ? isSameDay(day, selected) : false;
                const outside = !isSameMonth(day, shown);
                return (
                  <td
                    key={day.toISOString()}
                    role="gridcell"
                    aria-selected={isSelected}
                    className="p-0.5 text-center"
                  >
                    <button
                      type="button"
                      tabIndex={isSameDay(day, tabStop) ? 0 : -1}
                      aria-label={format(day, 'PPPP', { locale })}
                      aria-current={isToday(day) ? 'date' : undefined}
                      disabled={isDateDisabled?.(day)}
                      data-outside={outside || undefined}
                      onClick={() => {
                        setFocused(day);
                        if (outside) setShown(startOfMonth(day));
                        onSelect?.(day);
                      }}
                      onKeyDown={(event) => handleKeyDown(event, day)}
                      className={cn(
                        'size-9 cursor-pointer rounded-md text-sm tabular-nums hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-40',
                        outside && 'text-muted/60',
                        isToday(day) && 'font-semibold text-brand-700',
                        isSelected && 'bg-brand-600 text-white hover:bg-brand-700',
                      )}
                    >
                      {format(day, 'd', { locale })}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
