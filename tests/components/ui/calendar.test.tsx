import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUS, zhCN } from 'date-fns/locale';
import { Calendar, CALENDAR_FIXED_CELLS, getCalendarDays } from '@/components/ui/calendar';

const ymd = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

describe('getCalendarDays', () => {
  it('always returns 42 cells with fixedWeeks', () => {
    expect(CALENDAR_FIXED_CELLS).toBe(42);
    for (let m = 0; m < 24; m += 1) {
      for (const weekStartsOn of [0, 1] as const) {
        const days = getCalendarDays(new Date(2024, m, 15), { fixedWeeks: true, weekStartsOn });
        expect(days).toHaveLength(42);
        expect(days[0]?.getDay()).toBe(weekStartsOn);
      }
    }
  });

  it('pads February 2021 (exactly four Monday weeks) to 42', () => {
    expect(getCalendarDays(new Date(2021, 1, 1))).toHaveLength(28);
    const days = getCalendarDays(new Date(2021, 1, 1), { fixedWeeks: true });
    expect(days).toHaveLength(42);
    expect(ymd(days[0]!)).toBe('2021-2-1');
    expect(ymd(days[41]!)).toBe('2021-3-14');
  });

  it('returns whole weeks only without fixedWeeks, Monday first by default', () => {
    const days = getCalendarDays(new Date(2024, 0, 10));
    expect(days).toHaveLength(35);
    expect(ymd(days[0]!)).toBe('2024-1-1');
    expect(ymd(days[34]!)).toBe('2024-2-4');
    const sunday = getCalendarDays(new Date(2024, 0, 10), { weekStartsOn: 0 });
    expect(ymd(sunday[0]!)).toBe('2023-12-31');
  });

  it('has consecutive days', () => {
    const days = getCalendarDays(new Date(2024, 2, 1), { fixedWeeks: true });
    days.slice(1).forEach((day, i) => expect(day.getTime() - days[i]!.getTime()).toBeGreaterThan(0));
    expect(new Set(days.map(ymd)).size).toBe(42);
  });
});

const cells = () => screen.getAllByRole('gridcell');

describe('Calendar', () => {
  it('renders 42 day cells with fixedWeeks', () => {
    render(<Calendar defaultMonth={new Date(2021, 1, 1)} fixedWeeks />);
    expect(cells()).toHaveLength(42);
    expect(screen.getByRole('grid', { name: 'February 2021' })).toBeInTheDocument();
  });

  it('marks the selected day and calls onSelect', async () => {
    const onSelect = vi.fn();
    render(<Calendar selected={new Date(2024, 0, 15)} onSelect={onSelect} locale={enUS} />);
    const selected = cells().filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveLength(1);
    expect(within(selected[0]!).getByRole('button')).toHaveAccessibleName('Monday, January 15th, 2024');
    await userEvent.click(screen.getByRole('button', { name: 'Saturday, January 20th, 2024' }));
    expect(ymd(onSelect.mock.calls[0]![0] as Date)).toBe('2024-1-20');
  });

  it('moves focus with the arrow keys and across months', async () => {
    render(<Calendar selected={new Date(2024, 0, 31)} locale={enUS} />);
    const start = screen.getByRole('button', { name: 'Wednesday, January 31st, 2024' });
    expect(start).toHaveAttribute('tabindex', '0');
    start.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, January 30th, 2024');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, January 23rd, 2024');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, February 6th, 2024');
    expect(screen.getByRole('grid', { name: 'February 2024' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{PageUp}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, January 7th, 2024');
    // enUS weeks start on Sunday: Home/End go to Sunday/Saturday.
    await userEvent.keyboard('{ArrowRight}{Home}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, January 7th, 2024');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Saturday, January 13th, 2024');
  });

  it('uses Monday-first weeks without a locale (en-GB, zh-CN)', async () => {
    render(<Calendar selected={new Date(2024, 0, 10)} />);
    screen.getByRole('button', { name: /January 10th, 2024/ }).focus();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Monday, January 8th, 2024');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, January 14th, 2024');
  });

  it('selects with Enter', async () => {
    const onSelect = vi.fn();
    render(
      <Calendar defaultMonth={new Date(2024, 0, 1)} selected={new Date(2024, 0, 10)} onSelect={onSelect} />,
    );
    screen.getByRole('button', { name: /January 10th, 2024/ }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(ymd(onSelect.mock.calls[0]![0] as Date)).toBe('2024-1-11');
  });

  it('changes month with labelled buttons', async () => {
    const onMonthChange = vi.fn();
    render(
      <Calendar
        defaultMonth={new Date(2024, 0, 1)}
        onMonthChange={onMonthChange}
        previousMonthLabel="上个月"
        nextMonthLabel="下个月"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(screen.getByRole('grid', { name: 'February 2024' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    expect(screen.getByRole('grid', { name: 'December 2023' })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenCalledTimes(3);
  });

  it('uses a date-fns locale for names and its week start', () => {
    render(<Calendar defaultMonth={new Date(2024, 0, 1)} locale={zhCN} />);
    expect(screen.getByRole('grid', { name: '一月 2024' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', '星期一');
  });

  it('disables days', () => {
    render(
      <Calendar defaultMonth={new Date(2024, 0, 1)} isDateDisabled={(d) => d.getDay() === 0} locale={enUS} />,
    );
    expect(screen.getByRole('button', { name: 'Sunday, January 7th, 2024' })).toBeDisabled();
  });
});
