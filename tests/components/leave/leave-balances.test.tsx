import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeeLeaveBalances } from '@/components/leave/employee-leave-balances';
import type { LeaveBalance } from '@/lib/contracts/leave';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({ adjust: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/permissions', () => ({ usePermissions: () => ({ can: () => true }) }));
vi.mock('@/lib/queries/leave', () => ({
  useLeaveBalances: () => ({
    isError: false,
    data: [
      {
        leaveType: { id: '00000000-0000-4000-8000-000000000001', name: 'Annual leave' },
        balance: 12,
        pending: 0,
        entries: [],
      } as unknown as LeaveBalance,
    ],
  }),
  useAdjustBalanceMutation: () => ({ mutateAsync: state.adjust, isPending: false }),
}));

describe('[LEAVE] a balance’s manual adjustment (light form: the rules load with the first check)', () => {
  beforeEach(() => state.adjust.mockReset());

  it('refuses zero days or no reason, then sends the days as a number', async () => {
    state.adjust.mockResolvedValue({ message: 'Balance adjusted.' });
    renderWithIntl(<EmployeeLeaveBalances employeeId="e1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Enter a number of days (up to two decimals).')).toBeInTheDocument();
    expect(state.adjust).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('± days'), '-1.5');
    await userEvent.type(screen.getByLabelText('Reason'), 'Carried over by mistake');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(state.adjust).toHaveBeenCalledWith({
        employeeId: 'e1',
        leaveTypeId: '00000000-0000-4000-8000-000000000001',
        days: -1.5,
        reason: 'Carried over by mistake',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue(''));
  });
});
