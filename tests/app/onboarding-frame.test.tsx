import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnboardingFrame } from '@/components/onboarding/onboarding-frame';
import { renderWithIntl } from './render-with-intl';

vi.mock('@/lib/queries/account', () => ({
  useMe: () => ({ data: { currentUserRole: { organization: { id: 'org-1' } } } }),
}));
vi.mock('@/lib/queries/organization', () => ({
  useDashboardChecklist: () => ({
    isPending: false,
    data: {
      kycStatus: 'pending',
      hasWallet: false,
      checklist: [
        { key: 'verifyEmail', done: true },
        { key: 'kyc', done: false },
        { key: 'wallet', done: false },
        { key: 'firstEmployee', done: false },
        { key: 'firstPayroll', done: false },
      ],
    },
  }),
}));

vi.mock('@/lib/queries/kyc', () => ({
  useKyc: () => ({ data: null }),
  useSubmitKycMutation: () => ({ mutate: vi.fn(), isPending: false }),
}));

const renderFrame = () =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <OnboardingFrame />
    </QueryClientProvider>,
  );

describe('OnboardingFrame', () => {
  it('walks through the checklist from the API with its progress and KYC status', () => {
    renderFrame();
    expect(screen.getByRole('heading', { level: 1, name: 'Get started' })).toBeInTheDocument();
    expect(screen.getByText('1 of 5 steps done')).toBeInTheDocument();
    expect(screen.getByText('KYC pending')).toBeInTheDocument();
    expect(screen.getByTestId('step-verifyEmail')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('step-kyc')).toHaveAttribute('data-done', 'false');
    expect(screen.getByText('Open and fund your wallet')).toBeInTheDocument();
  });

  it('opens the KYC form from its step, and offers the wallet only after KYC', async () => {
    renderFrame();
    expect(screen.getByRole('button', { name: 'Open wallet' })).toBeDisabled();
    expect(screen.getByText('Complete KYC first.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete KYC' }));
    expect(screen.getByRole('form', { name: 'Business verification (KYC)' })).toBeInTheDocument();
  });
});
