import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { GroupsFrame } from '@/components/payroll-groups/groups-frame';
import type { PayrollGroup } from '@/lib/contracts/payroll-groups';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({
  groups: [] as PayrollGroup[],
  total: 0,
  canManage: true,
  queries: [] as unknown[],
  remove: vi.fn(),
  replace: vi.fn(),
}));

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: state.replace, push: vi.fn() }),
  usePathname: () => '/app/employees/groups',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/lib/queries/permissions', () => ({
  usePermissions: () => ({ can: () => state.canManage, orgId: 'org-1' }),
}));
vi.mock('@/lib/queries/payroll-groups', () => ({
  usePayrollGroups: (query: unknown) => {
    state.queries.push(query);
    return {
      isPending: false,
      isError: false,
      data: {
        data: state.groups,
        meta: { page: 1, perPage: 20, total: state.total, totalPages: Math.ceil(state.total / 20) || 1 },
      },
    };
  },
  useDeletePayrollGroupMutation: () => ({ mutateAsync: state.remove }),
  useCreatePayrollGroupMutation: () => ({ mutateAsync: vi.fn() }),
  useUpdatePayrollGroupMutation: () => ({ mutateAsync: vi.fn() }),
}));

const group = (o: Partial<PayrollGroup>): PayrollGroup => ({
  id: 'g1',
  name: 'Field staff',
  description: null,
  employeeCount: 0,
  monthlyGross: {},
  createdAt: '2026-01-01T00:00:00Z',
  ...o,
});

beforeEach(() => {
  state.groups = [
    group({
      id: 'g1',
      name: 'Field staff',
      description: 'Drivers and riders',
      employeeCount: 3,
      monthlyGross: { NGN: 36_000_000, USD: 300_000 },
    }),
    group({ id: 'g2', name: 'Managers', employeeCount: 1, monthlyGross: { NGN: 150_000_000 } }),
  ];
  state.total = 2;
  state.canManage = true;
  state.queries = [];
  state.remove.mockReset();
});

describe('GroupsFrame', () => {
  it('lists the groups with their link, member count and monthly gross per currency', () => {
    renderWithIntl(<GroupsFrame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payroll groups' })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Field staff' }).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Field staff' })).toHaveAttribute(
      'href',
      '/app/employees/groups/g1',
    );
    expect(within(row).getByText('Drivers and riders')).toBeInTheDocument();
    expect(within(row).getByText('3 employees')).toBeInTheDocument();
    expect(within(row).getByText('NGN 360,000.00')).toBeInTheDocument();
    expect(within(row).getByText('US$3,000.00')).toBeInTheDocument();
    expect(screen.getByText('1 employee')).toBeInTheDocument();
    expect(state.queries[0]).toEqual({ page: 1, perPage: 20, search: undefined });
  });

  it('asks before deleting, saying how many employees leave the group, then deletes', async () => {
    state.remove.mockResolvedValue({
      message: 'Payroll group Field staff deleted.',
      data: { id: 'g1', unassignedEmployees: 3 },
    });
    const user = userEvent.setup();
    renderWithIntl(<GroupsFrame />);
    await user.click(screen.getByRole('button', { name: 'Delete Field staff' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete Field staff?')).toBeInTheDocument();
    expect(within(dialog).getByText(/3 employees will be taken out of the group/)).toBeInTheDocument();
    expect(state.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith('g1'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Payroll group Field staff deleted.');
  });

  it('shows the empty state with the create action, and hides every write without the permission', async () => {
    state.groups = [];
    state.total = 0;
    const { unmount } = renderWithIntl(<GroupsFrame />);
    expect(screen.getByText('No payroll groups yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create group' })).toHaveLength(2);
    unmount();

    state.canManage = false;
    state.groups = [group({ employeeCount: 2 })];
    state.total = 1;
    renderWithIntl(<GroupsFrame />);
    expect(screen.queryByRole('button', { name: 'Create group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('opens the create dialog from the header', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GroupsFrame />);
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('dialog', { name: 'Create a payroll group' })).toBeInTheDocument();
  });
});
