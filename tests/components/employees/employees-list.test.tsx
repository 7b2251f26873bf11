import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listFilters, listQuery } from '@/components/employees/employee-list-query';
import { EmployeesList } from '@/components/employees/employees-list';
import { listEmployees, togglePayroll } from '@/lib/api/employees';
import { ApiError } from '@/lib/api/client';
import { envelope, me, options, renderScreen, summary } from './helpers';

const nav = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('./navigation-mock').createNavigation>,
}));
vi.mock('next/navigation', async () => {
  const { createNavigation } = await import('./navigation-mock');
  nav.current = createNavigation('tab=active');
  return nav.current.module;
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/components/employees/use-employee-options', async () => {
  const { options: o } = await import('./helpers');
  return { useEmployeeOptions: () => o, useDepartmentAndGroupOptions: () => o };
});

const page = (rows = [summary()], total = rows.length) =>
  envelope(rows, { page: 1, perPage: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) });
const lastQuery = () => vi.mocked(listEmployees).mock.lastCall?.[0];
const renderList = () =>
  renderScreen(
    <EmployeesList tab="active" icon={null} emptyActions={<button type="button">Add employee</button>} />,
  );

beforeEach(() => {
  vi.mocked(listEmployees).mockReset().mockResolvedValue(page());
  vi.mocked(togglePayroll).mockReset();
  act(() => nav.current!.set('tab=active'));
  nav.current!.replace.mockClear();
});

describe('EmployeesList', () => {
  it('lists employees with the staff id, formatted monthly gross, status and masked account, linking to the record', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: /Ada Obi/ });
    expect(link).toHaveAttribute('href', '/app/employees/11111111-1111-4111-8111-111111111111?tab=details');
    const row = link.closest('tr')!;
    expect(within(row).getByText('DF-001 · ada@demofoods.test')).toBeInTheDocument();
    // 25,000,050 kobo, formatted from minor units.
    expect(within(row).getByText(/NGN\s250,000\.50/)).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('******6789')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ tab: 'active', page: 1, perPage: 20 });
  });

  it('fits a laptop: six columns, the e-mail under the name and the job role under the department', async () => {
    renderList();
    await screen.findByRole('link', { name: /Ada Obi/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Employee',
      'Department',
      'Group',
      'Monthly gross',
      'Status',
      'Bank account',
    ]);
    const department = within(screen.getByRole('table')).getByText('Kitchen').closest('td')!;
    expect(department).toHaveTextContent('KitchenChef');
  });

  it('shows each employee as a card on a phone: name, monthly gross and status, the rest behind Details', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderList();
      const link = await screen.findByRole('link', { name: /Ada Obi/ });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(link.closest('li')!);
      expect(card.getByText(/NGN\s250,000\.50/)).toBeInTheDocument();
      expect(card.getByText('Active')).toBeInTheDocument();
      expect(card.queryByText('******6789')).not.toBeInTheDocument();
      await userEvent.click(card.getByRole('button', { name: 'Details' }));
      expect(card.getByText('Kitchen · Chef')).toBeInTheDocument();
      expect(card.getByText('******6789')).toBeInTheDocument();
      expect(card.getByRole('checkbox', { name: /Ada Obi/ })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('debounces the search into the URL and queries the API with it, from page 1', async () => {
    act(() => nav.current!.set('tab=active&page=3'));
    renderList();
    await screen.findByRole('link', { name: /Ada Obi/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    await waitFor(() => expect(nav.current!.replace).toHaveBeenCalledTimes(1));
    expect(nav.current!.replace).toHaveBeenCalledWith('/app/employees?tab=active&search=ada', {
      scroll: false,
    });
    await waitFor(() => expect(lastQuery()).toEqual({ tab: 'active', page: 1, perPage: 20, search: 'ada' }));
  });

  it('puts the department, group and status filters in the URL and the query', async () => {
    renderList();
    await screen.findByRole('link', { name: /Ada Obi/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Logistics');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Suspended');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payroll group' }), 'Monthly');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        tab: 'active',
        page: 1,
        perPage: 20,
        departmentId: options.departments[1]!.id,
        payrollGroupId: options.groups[0]!.id,
        status: 'suspended',
      }),
    );
    expect(nav.current!.replace).toHaveBeenLastCalledWith(
      `/app/employees?tab=active&departmentId=${options.departments[1]!.id}&status=suspended&payrollGroupId=${options.groups[0]!.id}`,
      { scroll: false },
    );
  });

  it('moves between pages through the URL', async () => {
    vi.mocked(listEmployees).mockResolvedValue(page([summary()], 45));
    renderList();
    await screen.findByText('1–20 of 45');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2 }));
    expect(nav.current!.replace).toHaveBeenLastCalledWith('/app/employees?tab=active&page=2', {
      scroll: false,
    });
  });

  it('shows the empty state with the add and import actions when the organisation has no employees', async () => {
    vi.mocked(listEmployees).mockResolvedValue(page([], 0));
    renderList();
    expect(await screen.findByText('No active employees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeInTheDocument();
  });

  it('says nothing matches (and offers to clear) when filters hide everyone', async () => {
    act(() => nav.current!.set('tab=active&search=zzz'));
    vi.mocked(listEmployees).mockResolvedValue(page([], 0));
    renderList();
    expect(await screen.findByText('No employees match')).toBeInTheDocument();
    expect(screen.queryByText('No active employees')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(nav.current!.replace).toHaveBeenLastCalledWith('/app/employees?tab=active', { scroll: false });
    // The search box follows the URL it cleared, and stays cleared once the typing pause has passed.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
    await new Promise((r) => setTimeout(r, 350));
    expect(nav.current!.replace).toHaveBeenCalledTimes(1);
  });

  it('asks for the query the server prefetches from the same URL, odd values included', async () => {
    const qs = 'tab=active&page=2.5&search=%20ada%20&status=separated&departmentId=d-1';
    act(() => nav.current!.set(qs));
    renderList();
    await screen.findByRole('link', { name: /Ada Obi/ });
    const params = new URLSearchParams(qs);
    // The page's server prefetch: listQuery(tab, listFilters(first)) on the same parameters.
    expect(lastQuery()).toEqual(
      listQuery(
        'active',
        listFilters((key) => params.get(key)),
      ),
    );
    expect(lastQuery()).toEqual({ tab: 'active', page: 1, perPage: 20, search: 'ada', departmentId: 'd-1' });
  });

  it('shows the error with a retry that loads again', async () => {
    vi.mocked(listEmployees).mockRejectedValueOnce(new ApiError('Server down', 500, 'INTERNAL'));
    renderList();
    expect(await screen.findByText('Server down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ada Obi/ })).toBeInTheDocument();
  });

  it('excludes the selected employees from payroll only after confirming', async () => {
    vi.mocked(togglePayroll).mockResolvedValue(envelope({ updated: 1 }));
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada Obi' }));
    // The bulk-action bar loads when the first row is selected (a lazy chunk).
    expect(await screen.findByText('1 employee selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exclude from payroll' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(togglePayroll).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude from payroll' }));
    await waitFor(() =>
      expect(togglePayroll).toHaveBeenCalledWith({
        enabled: false,
        employeeIds: ['11111111-1111-4111-8111-111111111111'],
      }),
    );
    await waitFor(() => expect(screen.queryByText('1 employee selected')).toBeNull());
  });
});
