import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { EmployeeDetailsTab } from '@/components/employees/employee-details-tab';
import { EmployeeForm } from '@/components/employees/employee-form';
import { acceptBankName } from '@/lib/api/employees';
import { getBanks, nameEnquiry } from '@/lib/api/payments';
import { detail, envelope, me, renderScreen } from './helpers';
import '../ui/dom-stubs';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/api/payments');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/components/employees/use-employee-options', async () => {
  const { options: o } = await import('./helpers');
  return { useEmployeeOptions: () => o, useDepartmentAndGroupOptions: () => o };
});

const MISMATCH = 'Name mismatch — check before paying';
const tunde = detail({
  firstName: 'Tunde',
  lastName: 'Bello',
  accountName: 'TEMITOPE BELLO',
  bankVerified: false,
  bankVerificationStatus: 'name_mismatch',
});

beforeEach(() => {
  vi.mocked(acceptBankName).mockReset();
  vi.mocked(toast.success).mockClear();
});

describe('Employee bank details: the account holder’s name', () => {
  it('a mismatch says so, names the bank’s holder, and an admin accepts it after confirming', async () => {
    vi.mocked(acceptBankName).mockResolvedValue({
      message: 'Account name accepted. Payments to this account can go out.',
      data: { ...tunde, bankVerified: true, bankVerificationStatus: 'name_accepted' },
    });
    renderScreen(<EmployeeDetailsTab employee={tunde} />);
    const status = screen.getByTestId('bank-status');
    expect(within(status).getByText(MISMATCH)).toBeInTheDocument();
    expect(status).toHaveTextContent(
      'The bank names the holder TEMITOPE BELLO, which does not match Tunde Bello.',
    );
    expect(screen.queryByText('Verified')).toBeNull();

    await userEvent.click(within(status).getByRole('button', { name: 'Accept name' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept TEMITOPE BELLO for Tunde Bello?' });
    expect(acceptBankName).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept name' }));
    await waitFor(() => expect(acceptBankName).toHaveBeenCalledWith(tunde.id));
    expect(toast.success).toHaveBeenCalledWith('Account name accepted. Payments to this account can go out.');
  });

  it('an accepted name reads verified (name accepted) with the date; a matching one just verified', () => {
    const { unmount } = renderScreen(
      <EmployeeDetailsTab
        employee={{
          ...tunde,
          bankVerified: true,
          bankVerificationStatus: 'name_accepted',
          bankNameAcceptedAt: '2026-11-20T09:00:00Z',
        }}
      />,
    );
    const status = screen.getByTestId('bank-status');
    expect(within(status).getByText('Verified (name accepted)')).toBeInTheDocument();
    expect(status).toHaveTextContent('Name accepted 20 Nov 2026');
    expect(within(status).queryByRole('button', { name: 'Accept name' })).toBeNull();
    unmount();
    renderScreen(<EmployeeDetailsTab employee={detail()} />);
    expect(within(screen.getByTestId('bank-status')).getByText('Verified')).toBeInTheDocument();
  });
});

describe('Employee form: the name enquiry against the names typed', () => {
  const field = (label: string) => screen.getByLabelText(label);
  beforeEach(() => {
    vi.mocked(getBanks).mockResolvedValue(envelope([{ code: '058', name: 'GT Bank' }]));
    vi.mocked(nameEnquiry).mockResolvedValue(
      envelope({
        accountNumber: '1000001445',
        accountName: 'TEMITOPE BELLO',
        bankCode: '058',
        bankName: 'GT Bank',
      }),
    );
  });

  it('warns before saving when the bank’s holder is not the employee, and not when it is', async () => {
    renderScreen(<EmployeeForm onDone={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(field('First name'), 'Tunde');
    await userEvent.type(field('Last name'), 'Bello');
    expect(await screen.findByRole('option', { name: 'GT Bank' })).toBeInTheDocument();
    await userEvent.selectOptions(field('Bank'), 'GT Bank');
    await userEvent.type(field('Account number'), '1000001445');
    expect((await screen.findByTestId('verified-account-name', {}, { timeout: 3000 })).textContent).toBe(
      'TEMITOPE BELLO',
    );
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
    // the employee's real first name: the same answer now matches
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Temitope');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).toBeNull());
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });
});
