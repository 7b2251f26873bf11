import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimulateFundingDialog } from '@/components/wallet/simulate-funding-dialog';
import { ApiError } from '@/lib/api/client';
import type { Wallet } from '@/lib/contracts/wallet';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({
  mutate: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('react-toastify', () => ({ toast: state.toast }));
vi.mock('@/lib/queries/wallet', () => ({
  useSimulateFundingMutation: () => ({ mutate: state.mutate, isPending: false }),
}));

const wallet = { id: 'w1', currency: 'NGN' } as Wallet;

describe('[WALLET] simulate a transfer (useZodForm, MoneyField, FormDialog)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends the amount in kobo, typed with separators, and says it arrived', async () => {
    state.mutate.mockImplementation((_v, { onSuccess }) =>
      onSuccess({ transactionId: 't1', replayed: false }),
    );
    renderWithIntl(<SimulateFundingDialog wallet={wallet} defaultOpen />);
    const amount = screen.getByLabelText(/Amount \(NGN\)/);
    await userEvent.type(amount, '25000');
    expect(amount).toHaveValue('25,000');
    await userEvent.click(screen.getByRole('button', { name: 'Send transfer' }));
    expect(state.mutate.mock.calls[0]![0]).toEqual({ walletId: 'w1', amount: 2_500_000 });
    await waitFor(() =>
      expect(state.toast.success).toHaveBeenCalledWith(expect.stringMatching(/25,000\.00 received/)),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for an amount above zero before sending, and shows the API’s refusal on the field', async () => {
    renderWithIntl(<SimulateFundingDialog wallet={wallet} defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Send transfer' }));
    expect(await screen.findByText('Enter an amount greater than zero.')).toBeInTheDocument();
    expect(state.mutate).not.toHaveBeenCalled();

    state.mutate.mockImplementation((_v, { onError }) =>
      onError(new ApiError('Sandbox only.', 403, 'FORBIDDEN')),
    );
    await userEvent.type(screen.getByLabelText(/Amount/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Send transfer' }));
    expect(await screen.findByText('Sandbox only.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
