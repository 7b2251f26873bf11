import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupMembers } from '@/components/payroll-groups/group-members';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({
  members: [] as EmployeeSummary[],
  found: [] as EmployeeSummary[],
  searches: [] as string[],
  remove: vi.fn(),
  add: vi.fn(),
}));

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn() }),
  usePathname: () => '/app/employees/groups/g1',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/lib/queries/payroll-groups', () => ({
  usePayrollGroupEmployees: () => ({
    isPending: false,
    isError: false,
    data: { data: state.members, meta: { page: 1, perPage: 20, total: state.members.length, totalPages: 1 } },
  }),
  useRemovePayrollGroupEmployeesMutation: () => ({ mutateAsync: state.remove }),
  useAddPayrollGroupEmployeesMutation: () => ({ mutate: state.add, isPending: false }),
}));
vi.mock('@/lib/queries/employees', () => ({
  // the EmployeePicker's server search
  useEmployeePickerSearch: (search: string) => {
    state.searches.push(search);
    const rows = search ? state.found : [];
    return {
      isPending: false,
      isError: false,
      isFetching: false,
      hasNextPage: false,
      data: { pages: [{ data: rows, meta: { page: 1, perPage: 20, total: rows.length, totalPages: 1 } }] },
    };
  },
}));

const employee = (o: Partial<EmployeeSummary>): EmployeeSummary => ({
  id: 'e1',
  staffId: 'S-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.test',
  phone: null,
  status: 'active',
  department: null,
  jobRole: null,
  payrollGroup: null,
  payCurrency: 'NGN',
  monthlyGross: 12_000_000,
  bankName: null,
  accountNumberMasked: null,
  payrollEnabled: true,
  startDate: '2026-01-05',
  ...o,
});

beforeEach(() => {
  state.members = [
    employee({ id: 'e1', payrollGroup: { id: 'g1', name: 'Drivers' } }),
    employee({
      id: 'e2',
      firstName: 'Bola',
      staffId: 'S-2',
      status: 'suspended',
      payrollGroup: { id: 'g1', name: 'Drivers' },
    }),
  ];
  state.found = [
    employee({ id: 'e1', payrollGroup: { id: 'g1', name: 'Drivers' } }),
    employee({ id: 'e3', firstName: 'Chika', staffId: 'S-3', payrollGroup: { id: 'g9', name: 'Managers' } }),
  ];
  state.searches = [];
  state.remove.mockReset().mockResolvedValue({ message: 'Removed.', data: {} });
  state.add.mockReset();
});

describe('GroupMembers', () => {
  it('lists the members and removes the selected ones after confirmation', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GroupMembers id="g1" groupName="Drivers" canManage />);
    expect(screen.getByRole('link', { name: 'Ada Obi' })).toHaveAttribute(
      'href',
      '/app/employees/e1?tab=details',
    );
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getAllByText('NGN 120,000.00')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Select Bola Obi' }));
    await user.click(screen.getByRole('button', { name: 'Remove 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove 1 employee from Drivers?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(['e2']));
  });

  it('adds employees picked from a search; members are marked, others in another group flagged', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GroupMembers id="g1" groupName="Drivers" canManage />);
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add employees to Drivers' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search employees to add' }), 'obi');
    await waitFor(() => expect(state.searches).toContain('obi'));

    const member = await within(dialog).findByRole('option', { name: /Ada Obi/ });
    expect(member).toHaveAttribute('aria-disabled', 'true');
    expect(within(member).getByText('Already a member')).toBeInTheDocument();
    expect(within(dialog).getByText('In Managers')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Add employees' });
    expect(submit).toBeDisabled();
    await user.click(member);
    await user.click(within(dialog).getByRole('option', { name: /Chika Obi/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 employee' }));
    expect(state.add).toHaveBeenCalledWith(['e3'], expect.anything());
  });

  it('offers no add, remove or selection without the permission', () => {
    renderWithIntl(<GroupMembers id="g1" groupName="Drivers" canManage={false} />);
    expect(screen.queryByRole('button', { name: 'Add employees' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
