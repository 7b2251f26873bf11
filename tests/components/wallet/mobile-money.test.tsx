import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMoneyDialog } from '@/components/wallet/mobile-money-dialog';
import { fundsByMobileMoney } from '@/components/wallet/mobile-money-funding';
import { ApiError } from '@/lib/api/client';
import type { Wallet } from '@/lib/contracts/wallet';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({
  start: vi.fn(),
  confirm: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('react-toastify', () => ({ toast: state.toast }));
vi.mock('@/lib/queries/wallet', () => ({
  useStartMobileMoneyMutation: () => ({ mutate: state.start, isPending: false }),
  useConfirmMobileMoneyMutation: () => ({ mutate: state.confirm, isPending: false }),
}));

const wallet = { id: 'w1', currency: 'UGX', provider: 'flutterwave' } as Wallet;
const collection = {
  reference: 'momo-1',
  walletId: 'w1',
  amount: 750_000,
  currency: 'UGX',
  phone: '+256772123456',
  status: 'pending',
};

describe('[WALLET] fund by mobile money (issue 35)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('is offered for UGX wallets and for GHS wallets on Flutterwave only', () => {
    expect(fundsByMobileMoney(wallet)).toBe(true);
    expect(fundsByMobileMoney({ ...wallet, currency: 'GHS' })).toBe(true);
    expect(fundsByMobileMoney({ ...wallet, currency: 'GHS', provider: 'paystack' })).toBe(false);
    expect(fundsByMobileMoney({ ...wallet, currency: 'NGN' })).toBe(false);
  });

  it('prompts the phone, then confirms: "not paid yet" is said in the dialog, the next try credits and closes', async () => {
    state.start.mockImplementation((_v, { onSuccess }) => onSuccess({ data: collection }));
    renderWithIntl(<MobileMoneyDialog wallet={wallet} defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Send payment prompt' }));
    expect(await screen.findByText(/Enter the mobile number with its country code/)).toBeInTheDocument();
    expect(state.start).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Payer's mobile number/), '+256772123456');
    await userEvent.type(screen.getByLabelText(/Amount \(UGX\)/), '750000');
    await userEvent.click(screen.getByRole('button', { name: 'Send payment prompt' }));
    expect(state.start.mock.calls[0]![0]).toEqual({
      walletId: 'w1',
      amount: 750_000,
      phone: '+256772123456',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/\+256772123456 to approve UGX\s750,000/);

    state.confirm.mockImplementationOnce((_v, { onError }) =>
      onError(new ApiError('The payment has not been made yet.', 422, 'VALIDATION_FAILED')),
    );
    await userEvent.click(screen.getByRole('button', { name: 'I have approved it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment has not been made yet.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    state.confirm.mockImplementationOnce((_v, { onSuccess }) =>
      onSuccess({ message: 'Wallet funded.', data: { replayed: false } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'I have approved it' }));
    expect(state.confirm.mock.calls[1]![0]).toEqual({
      walletId: 'w1',
      reference: 'momo-1',
      amount: 750_000,
      phone: '+256772123456',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.toast.success).toHaveBeenCalledWith('Wallet funded.');
  });
});
