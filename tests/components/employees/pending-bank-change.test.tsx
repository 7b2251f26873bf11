import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { PendingBankChange } from '@/components/employees/pending-bank-change';
import { confirmBankChange, getPendingBankChange, rejectBankChange } from '@/lib/api/employees-bank-change';
import { detail, me, renderScreen } from './helpers';
import '../ui/dom-stubs';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees-bank-change');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));

const change = {
  id: 'c1',
  oldBankCode: '044',
  oldBankName: 'Access Bank',
  oldAccountNumber: '******1234',
  newBankCode: '058',
  newAccountNumber: '******5678',
  newAccountName: 'CHIDI OKONKWO',
  nameMatches: true,
  changedBy: 'u1',
  createdAt: '2026-11-29T05:00:00.000Z',
  confirmableBySameAdminAt: '2026-11-30T05:00:00.000Z',
};
const employee = detail({});

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(getPendingBankChange).mockResolvedValue({ message: 'OK', data: change });
});

describe('A bank change awaiting confirmation', () => {
  it('shows old and new account masked, and confirms after the dialog, with a toast', async () => {
    vi.mocked(confirmBankChange).mockResolvedValue({ message: 'Bank change confirmed.', data: employee });
    renderScreen(<PendingBankChange employeeId={employee.id} />);
    const box = await screen.findByTestId('pending-bank-change');
    expect(box).toHaveTextContent('Bank change awaiting confirmation');
    expect(box).toHaveTextContent('Access Bank ******1234');
    expect(box).toHaveTextContent('058 ******5678');
    expect(box).toHaveTextContent('CHIDI OKONKWO: it matches the employee');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm change' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the new bank account?' });
    expect(confirmBankChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(confirmBankChange).toHaveBeenCalledWith(employee.id));
    expect(toast.success).toHaveBeenCalledWith('Bank change confirmed.');
  });

  it('rejects after the dialog; nothing shows when no change is pending', async () => {
    vi.mocked(rejectBankChange).mockResolvedValue({ message: 'Bank change rejected.', data: employee });
    const { unmount } = renderScreen(<PendingBankChange employeeId={employee.id} />);
    const box = await screen.findByTestId('pending-bank-change');
    await userEvent.click(within(box).getByRole('button', { name: 'Reject change' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject the bank change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject change' }));
    await waitFor(() => expect(rejectBankChange).toHaveBeenCalledWith(employee.id));
    expect(toast.success).toHaveBeenCalledWith('Bank change rejected.');
    unmount();

    vi.mocked(getPendingBankChange).mockClear();
    vi.mocked(getPendingBankChange).mockResolvedValue({ message: 'OK', data: null });
    renderScreen(<PendingBankChange employeeId={employee.id} />);
    await waitFor(() => expect(getPendingBankChange).toHaveBeenCalled());
    expect(screen.queryByTestId('pending-bank-change')).toBeNull();
  });
});
