import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletFrame } from '@/components/wallet/wallet-frame';
import type { Wallet, WalletTransaction } from '@/lib/contracts/wallet';
import { useRootStore } from '@/lib/stores/root';
import { currentUrl, setUrl } from '../components/memory-router';
import { renderWithIntl } from './render-with-intl';

const state = vi.hoisted(() => ({
  wallets: [] as Wallet[],
  transactions: [] as WalletTransaction[],
  created: [] as unknown[],
  retried: [] as unknown[],
  total: null as number | null,
}));

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));
vi.mock('next/navigation', () => import('../components/memory-router'));
vi.mock('@/lib/queries/account', () => ({
  useMe: () => ({
    isPending: false,
    data: {
      currentUserRole: {
        organization: { id: 'org-1', name: 'Demo', country: 'NG', currency: 'NGN', dialCode: '+234' },
      },
    },
  }),
}));
vi.mock('@/lib/queries/wallet', () => ({
  useWallets: () => ({ isPending: false, isError: false, data: state.wallets }),
  useWalletTransactions: () => ({
    isPending: false,
    data: {
      data: state.transactions,
      meta: {
        page: 1,
        perPage: 10,
        total: state.total ?? state.transactions.length,
        totalPages: Math.max(1, Math.ceil((state.total ?? state.transactions.length) / 10)),
      },
    },
  }),
  useCreateWalletMutation: () => ({
    isPending: false,
    mutate: (input: unknown) => state.created.push(input),
  }),
  useSimulateFundingMutation: () => ({ isPending: false, mutate: vi.fn() }),
  useRetryFundingAccountMutation: () => ({
    isPending: false,
    mutate: (walletId: unknown) => state.retried.push(walletId),
  }),
}));

const wallet = (currency: string, balance: number): Wallet => ({
  id: `w-${currency}`,
  currency,
  balance,
  accountNumber: '0123456789',
  accountName: 'PAYGRID/DEMO',
  bankName: 'Paygrid Sandbox Bank',
});
const funding: WalletTransaction = {
  id: 't1',
  type: 'funding',
  direction: 'credit',
  amount: 2_500_000,
  currency: 'NGN',
  reference: 'webhook:1',
  description: 'Transfer from SANDBOX SENDER',
  createdAt: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  useRootStore.getState().reset();
  state.wallets = [wallet('NGN', 2_500_000)];
  state.transactions = [funding];
  state.created = [];
  state.total = null;
  setUrl('/app/wallet');
});

describe('WalletFrame', () => {
  it('shows the balance, account details and transactions, and masks every amount when balances are hidden', () => {
    renderWithIntl(<WalletFrame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance').textContent).toMatch(/25,000\.00/);
    expect(screen.getByText('0123456789')).toBeInTheDocument();
    expect(screen.getByText('Paygrid Sandbox Bank')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /\+NGN\s25,000\.00/ })).toBeInTheDocument();
    expect(screen.getByText('Transfer from SANDBOX SENDER')).toBeInTheDocument();
    expect(useRootStore.getState().wallet).toEqual([{ id: 'w-NGN', currency: 'NGN' }]);

    act(() => useRootStore.getState().toggleBalanceVisibility());
    expect(screen.getByTestId('wallet-balance').textContent).toBe('NGN ••••••');
    expect(screen.queryByText(/25,000/)).toBeNull();

    act(() => useRootStore.getState().toggleBalanceVisibility());
    expect(screen.getByTestId('wallet-balance').textContent).toMatch(/25,000\.00/);
  });

  it('pages its transactions in the reader’s language (Chinese pager, not "Page 1 of 3")', () => {
    state.transactions = Array.from({ length: 10 }, (_, i) => ({ ...funding, id: `t${i}` }));
    state.total = 25;
    renderWithIntl(<WalletFrame />, { locale: 'zh-CN' });
    const pager = screen.getByRole('navigation', { name: '交易记录分页' });
    expect(pager).toHaveTextContent('第 1–10 条，共 25 条');
    expect(pager).toHaveTextContent('第 1 页，共 3 页');
    expect(pager).not.toHaveTextContent(/Page|Next|Previous/);
  });

  it('switches the active wallet currency and offers the missing USD wallet', async () => {
    state.wallets = [wallet('NGN', 2_500_000), { ...wallet('USD', 1_050), accountNumber: '9988776655' }];
    setUrl('/app/wallet?page=3');
    renderWithIntl(<WalletFrame />);
    expect(screen.queryByRole('button', { name: 'Open USD wallet' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'USD' }));
    expect(useRootStore.getState().activeWalletCurrency).toBe('USD');
    expect(screen.getByTestId('wallet-balance').textContent).toMatch(/10\.50/);
    expect(screen.getByText('9988776655')).toBeInTheDocument();
    // Another wallet's transactions start on their first page.
    expect(currentUrl()).toBe('/app/wallet');
  });

  it('offers to open a wallet when there is none, and the USD wallet when only NGN exists', () => {
    state.wallets = [];
    const { unmount } = renderWithIntl(<WalletFrame />);
    fireEvent.click(screen.getByRole('button', { name: 'Open wallet' }));
    expect(state.created).toEqual([{ currency: 'NGN' }]);
    unmount();

    state.wallets = [wallet('NGN', 0)];
    renderWithIntl(<WalletFrame />);
    fireEvent.click(screen.getByRole('button', { name: 'Open USD wallet' }));
    expect(state.created).toEqual([{ currency: 'NGN' }, { currency: 'USD' }]);
  });

  it('a Paystack wallet whose account is not assigned yet says so, offers a retry and no simulated transfer', () => {
    state.wallets = [
      {
        ...wallet('NGN', 0),
        accountNumber: '',
        accountName: '',
        bankName: '',
        fundingStatus: 'pending',
        provider: 'paystack',
      },
    ];
    renderWithIntl(<WalletFrame />);
    expect(screen.getByText(/Funding account pending/)).toBeInTheDocument();
    expect(screen.queryByText('Account number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simulate transfer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.retried).toEqual(['w-NGN']);
  });
});
