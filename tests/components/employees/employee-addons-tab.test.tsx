import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeeAddonsTab } from '@/components/employees/employee-addons-tab';
import { createAddon, deleteAddon, listAddons } from '@/lib/api/employees';
import type { Addon } from '@/lib/contracts/employees';
import { detail, envelope, me, renderScreen } from './helpers';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));

const bonus: Addon = {
  id: '77777777-7777-4777-8777-777777777777',
  employeeId: detail().id,
  kind: 'bonus',
  name: 'Sales bonus',
  amount: 5_000_000,
  currency: 'NGN',
  frequency: 'one_off',
  startPeriod: '2026-03',
  endPeriod: null,
  createdAt: '2026-03-01T00:00:00Z',
};

beforeEach(() => {
  vi.mocked(listAddons)
    .mockReset()
    .mockResolvedValue(envelope([bonus]));
  vi.mocked(createAddon).mockReset().mockResolvedValue({ message: 'Added.', data: bonus });
  vi.mocked(deleteAddon).mockReset().mockResolvedValue({ message: 'Deleted.', data: null });
});

describe('EmployeeAddonsTab', () => {
  it('lists add-ons and adds a recurring deduction with its amount in minor units', async () => {
    renderScreen(<EmployeeAddonsTab employee={detail()} />);
    expect(await screen.findByText('Sales bonus')).toBeInTheDocument();
    expect(screen.getByText(/NGN\s50,000\.00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bonus or deduction' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Deduction');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Loan repayment');
    await userEvent.type(within(dialog).getByLabelText('Amount (NGN)'), '12500.75');
    await userEvent.selectOptions(within(dialog).getByLabelText('Frequency'), 'Recurring');
    const start = within(dialog).getByLabelText('First month');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-04');
    await userEvent.type(within(dialog).getByLabelText('Last month'), '2026-09');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(createAddon).toHaveBeenCalledWith(detail().id, {
        kind: 'deduction',
        name: 'Loan repayment',
        amount: 1_250_075,
        frequency: 'recurring',
        startPeriod: '2026-04',
        endPeriod: '2026-09',
      }),
    );
  });

  it('deletes an add-on only after a confirmation', async () => {
    renderScreen(<EmployeeAddonsTab employee={detail()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sales bonus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Sales bonus?' });
    expect(deleteAddon).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteAddon).toHaveBeenCalledWith(bonus.id));
  });

  it('shows the empty state when there are none', async () => {
    vi.mocked(listAddons).mockResolvedValue(envelope([]));
    renderScreen(<EmployeeAddonsTab employee={detail()} />);
    expect(await screen.findByText('No bonuses or deductions')).toBeInTheDocument();
  });
});
