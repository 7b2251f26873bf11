import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaveRequestDialog } from '@/components/leave/leave-request-dialog';
import { lookupEmployees } from '@/lib/api/employees';
import type { EmployeeLookupQuery } from '@/lib/contracts/employees';
import type { LeaveRequest } from '@/lib/contracts/leave';
import { envelope, me, renderScreen, summary } from '../employees/helpers';

const create = vi.hoisted(() => ({ mutateAsync: vi.fn(), isPending: false }));
const update = vi.hoisted(() => ({ mutateAsync: vi.fn(), isPending: false }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/lib/queries/leave', () => ({
  useLeaveTypes: () => ({
    data: [{ id: '99999999-9999-4999-8999-999999999999', name: 'Annual', archived: false }],
  }),
  useLeaveDuration: () => ({ data: undefined, isFetching: false }),
  useCreateLeaveRequestMutation: () => create,
  useUpdateLeaveRequestMutation: () => update,
}));

const staff = Array.from({ length: 60 }, (_, i) =>
  summary({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    staffId: `DF-${String(i + 1).padStart(3, '0')}`,
    firstName: i === 59 ? 'Zainab' : `Person${i + 1}`,
    lastName: i === 59 ? 'Usman' : 'Staff',
  }),
);
const zainab = staff[59]!;

beforeEach(() => {
  create.mutateAsync.mockReset().mockResolvedValue({ message: 'Recorded.' });
  update.mutateAsync.mockReset().mockResolvedValue({ message: 'Saved.' });
  vi.mocked(lookupEmployees).mockImplementation((q: EmployeeLookupQuery = {}) => {
    const term = q.search?.toLowerCase();
    const hits = term
      ? staff.filter((e) => `${e.firstName} ${e.lastName}`.toLowerCase().includes(term))
      : staff;
    const page = Number(q.page ?? 1);
    return Promise.resolve(
      envelope(hits.slice((page - 1) * 20, page * 20), {
        page,
        perPage: 20,
        total: hits.length,
        totalPages: Math.ceil(hits.length / 20),
      }),
    );
  });
});

describe('[LEAVE] request dialog pickers', () => {
  it('the reliever has its own search over everyone, not the employee field’s, and leaves out the employee', async () => {
    renderScreen(<LeaveRequestDialog open onOpenChange={() => {}} />);
    const employee = screen.getByRole('combobox', { name: 'Employee' });
    await userEvent.type(employee, 'zainab');
    await userEvent.click(await screen.findByRole('option', { name: /Zainab Usman/ }));
    expect(employee).toHaveValue('Zainab Usman');

    const reliever = screen.getByRole('combobox', { name: 'Reliever' });
    await userEvent.click(reliever);
    const list = await screen.findByRole('listbox');
    // not narrowed by the employee's search ("zainab"): the first page of everyone, without Zainab herself
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    expect(lookupEmployees).toHaveBeenLastCalledWith({
      search: undefined,
      page: 1,
      perPage: 20,
    });
    await userEvent.type(reliever, 'usman');
    await waitFor(() => expect(within(list).queryAllByRole('option')).toHaveLength(0));
    expect(within(list.parentElement!).getByText('No one matches “usman”.')).toBeInTheDocument();
    await userEvent.clear(reliever);
    await userEvent.type(reliever, 'Person42');
    await userEvent.click(await within(list).findByRole('option', { name: /Person42 Staff/ }));

    await userEvent.selectOptions(screen.getByLabelText('Leave type'), 'Annual');
    await userEvent.type(screen.getByLabelText('First day'), '2026-12-07');
    await userEvent.click(screen.getByRole('button', { name: 'Record request' }));
    await waitFor(() => expect(create.mutateAsync).toHaveBeenCalledTimes(1));
    expect(create.mutateAsync.mock.calls[0]![0]).toMatchObject({
      employeeId: zainab.id,
      relieverId: staff[41]!.id,
      startDate: '2026-12-07',
      endDate: '2026-12-07',
    });
  });

  it('asks for the employee when none is picked, and an edited request shows its reliever', async () => {
    const request = {
      id: 'r1',
      employee: { id: zainab.id, firstName: 'Zainab', lastName: 'Usman' },
      leaveType: { id: '99999999-9999-4999-8999-999999999999', name: 'Annual', paid: true },
      startDate: '2026-12-07',
      endDate: '2026-12-08',
      halfDay: false,
      reason: null,
      reliever: { id: staff[41]!.id, firstName: 'Person42', lastName: 'Staff' },
    } as unknown as LeaveRequest;
    const { unmount } = renderScreen(<LeaveRequestDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record request' }));
    expect(await screen.findByRole('combobox', { name: 'Employee' })).toHaveAttribute('aria-invalid', 'true');
    expect(create.mutateAsync).not.toHaveBeenCalled();
    unmount();

    renderScreen(<LeaveRequestDialog request={request} open onOpenChange={() => {}} />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Reliever' })).toHaveValue('Person42 Staff'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear the choice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update.mutateAsync).toHaveBeenCalledTimes(1));
    expect(update.mutateAsync.mock.calls[0]![0]).toMatchObject({ id: 'r1', relieverId: null });
  });
});
