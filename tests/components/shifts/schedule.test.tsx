import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { ShiftsFrame } from '@/components/shifts/shifts-frame';
import { addDays, mondayOf, type Grid } from '@/lib/contracts/shifts';
import { loadMessages } from '@/lib/i18n/catalog';
import { currentUrl, router, setUrl } from '../memory-router';

const week = mondayOf(new Date().toLocaleDateString('en-CA'));
const state = vi.hoisted(() => ({
  paste: vi.fn(),
  clear: vi.fn(),
  create: vi.fn(),
  grid: null as unknown,
  gridQueries: [] as unknown[],
}));

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/shifts', () => {
  const idle = { isLoading: false, isFetching: false, error: null, refetch: vi.fn() };
  const mutation = (fn: ReturnType<typeof vi.fn>) => () => ({ mutateAsync: fn, isPending: false });
  return {
    useShiftGrid: (query: unknown) => {
      state.gridQueries.push(query);
      return { ...idle, data: state.grid };
    },
    useShiftLocations: () => ({
      ...idle,
      data: [{ id: 'l1', name: 'Ikeja Plant', address: null, notes: null, futureShifts: 2, createdAt: '' }],
    }),
    useShiftReport: () => ({ ...idle, data: undefined }),
    useEmployeeShiftReport: () => ({ ...idle, data: undefined }),
    usePasteScheduleMutation: mutation(state.paste),
    useClearScheduleMutation: mutation(state.clear),
    useCreateShiftsMutation: mutation(state.create),
    useBulkUpdateShiftsMutation: mutation(vi.fn()),
    useDeleteShiftsMutation: mutation(vi.fn()),
    useRemoveRosterEmployeeMutation: mutation(vi.fn()),
    useUpdateWageMutation: mutation(vi.fn()),
    useAddRosterEmployeesMutation: mutation(vi.fn()),
    useCreateLocationMutation: mutation(vi.fn()),
    useDeleteLocationMutation: mutation(vi.fn()),
  };
});

const totals = (regularMinutes: number, cost: number) => ({ regularMinutes, overtimeMinutes: 0, cost });
const grid: Grid = {
  from: week,
  to: addDays(week, 6),
  weeklyHours: 40,
  employees: [
    {
      id: 'e1',
      staffId: 'DF-1',
      firstName: 'Ngozi',
      lastName: 'Eze',
      payCurrency: 'NGN',
      startDate: '2024-01-01',
      separatedAt: null,
      wage: { hourlyRate: 150_000, currency: 'NGN', overtimeMultiplier: 1.5, effectiveFrom: '2024-01-01' },
      upcomingWages: [],
    },
    {
      id: 'e2',
      staffId: 'DF-2',
      firstName: 'Musa',
      lastName: 'Umar',
      payCurrency: 'NGN',
      startDate: '2024-01-01',
      separatedAt: null,
      wage: null,
      upcomingWages: [],
    },
  ],
  shifts: [
    {
      id: 's1',
      employeeId: 'e1',
      locationId: 'l1',
      locationName: 'Ikeja Plant',
      date: week,
      start: '22:00',
      end: '06:00',
      breakMinutes: 30,
      note: null,
      regularMinutes: 450,
      overtimeMinutes: 0,
      cost: 1_125_000,
    },
  ],
  byEmployee: [
    { employeeId: 'e1', ...totals(450, 1_125_000) },
    { employeeId: 'e2', ...totals(0, 0) },
  ],
  byDay: Array.from({ length: 7 }, (_, i) => ({
    date: addDays(week, i),
    ...totals(i === 0 ? 450 : 0, i === 0 ? 1_125_000 : 0),
  })),
  totals: totals(450, 1_125_000),
  meta: { page: 1, perPage: 50, total: 2, totalPages: 1 },
};

function renderIn(locale: 'en-GB' | 'zh-CN', ui: ReactElement) {
  const onError = (error: Error) => {
    throw error;
  };
  return render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} onError={onError}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('[SHIFTS] active schedule', () => {
  beforeEach(() => {
    setUrl('/app/shifts?tab=active-schedule');
    router.replace.mockClear();
    state.gridQueries = [];
    state.grid = grid;
    state.paste
      .mockReset()
      .mockResolvedValue({ message: '1 shift(s) copied, 0 skipped, 0 replaced.', data: { created: 1 } });
  });

  it('shows people as rows with wages, a night shift, row and day totals, and an add button per empty day', () => {
    renderIn('en-GB', <ShiftsFrame searchParams={{ tab: 'active-schedule' }} />);
    const row = screen.getByRole('row', { name: /Ngozi Eze/ });
    expect(within(row).getByText('22:00–06:00')).toBeInTheDocument();
    expect(within(row).getByText(/1,500\.00 \/ hour/)).toBeInTheDocument();
    expect(within(row).getAllByText('7.5 h').length).toBeGreaterThan(0);
    expect(within(row).getAllByText(/11,250\.00/).length).toBeGreaterThan(0);
    expect(screen.getByRole('row', { name: /Musa Umar/ })).toHaveTextContent('No hourly wage set');
    expect(screen.getAllByRole('button', { name: /^Add a shift for Musa Umar on/ })).toHaveLength(7);
    expect(screen.getByText('Day total')).toBeInTheDocument();
  });

  it('asks before copying the week, stating how many shifts, then pastes it a week on in skip mode', async () => {
    const user = userEvent.setup();
    renderIn('en-GB', <ShiftsFrame searchParams={{ tab: 'active-schedule' }} />);
    await user.click(screen.getByRole('button', { name: 'Copy to next week' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/^Copy this week to next week\?1 shift\(s\) will be copied/);
    await user.click(within(dialog).getByRole('button', { name: 'Copy shifts' }));
    expect(state.paste).toHaveBeenCalledWith({
      sourceFrom: week,
      sourceTo: addDays(week, 6),
      targetFrom: addDays(week, 7),
      mode: 'skip',
    });
  });

  it('opens the shift form for an empty cell and checks times before calling the API', async () => {
    const user = userEvent.setup();
    renderIn('en-GB', <ShiftsFrame searchParams={{ tab: 'active-schedule' }} />);
    await user.click(screen.getAllByRole('button', { name: /^Add a shift for Musa Umar on/ })[1]!);
    const form = screen.getByRole('dialog', { name: 'Add a shift for Musa Umar' });
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(addDays(week, 1));
    await user.clear(within(form).getByLabelText(/^Unpaid break/));
    await user.type(within(form).getByLabelText(/^Unpaid break/), '-5');
    await user.click(within(form).getByRole('button', { name: 'Add shift' }));
    expect(await within(form).findByText('The break cannot be negative.')).toBeInTheDocument();
    expect(state.create).not.toHaveBeenCalled();
  });

  it('keeps the roster’s page, week and location in the URL; another week starts on page 1', async () => {
    const user = userEvent.setup();
    state.grid = { ...grid, meta: { page: 1, perPage: 50, total: 120, totalPages: 3 } };
    renderIn('en-GB', <ShiftsFrame searchParams={{ tab: 'active-schedule' }} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.replace).toHaveBeenLastCalledWith('/app/shifts?tab=active-schedule&page=2', {
      scroll: false,
    });
    expect(state.gridQueries.at(-1)).toEqual({ from: week, to: addDays(week, 6), page: 2 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by location' }), 'l1');
    expect(currentUrl()).toBe('/app/shifts?tab=active-schedule&location=l1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    const next = addDays(week, 7);
    expect(currentUrl()).toBe(`/app/shifts?tab=active-schedule&location=l1&week=${next}`);
    expect(state.gridQueries.at(-1)).toEqual({ from: next, to: addDays(next, 6), locationId: 'l1' });
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(currentUrl()).toBe('/app/shifts?tab=active-schedule&location=l1');
  });

  it('renders every string in Chinese', () => {
    renderIn('zh-CN', <ShiftsFrame searchParams={{ tab: 'active-schedule' }} />);
    expect(screen.getByRole('heading', { level: 1, name: '排班' })).toBeInTheDocument();
    expect(screen.getByText('当日合计')).toBeInTheDocument();
  });

  it('renders the locations tab with its counts', () => {
    renderIn('en-GB', <ShiftsFrame searchParams={{ tab: 'locations' }} />);
    expect(screen.getByText('Ikeja Plant')).toBeInTheDocument();
    expect(screen.getByText('2 upcoming shift(s)')).toBeInTheDocument();
  });
});
