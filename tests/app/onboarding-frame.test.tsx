import { screen } from '@testing-library/react';
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

describe('OnboardingFrame', () => {
  it('walks through the checklist from the API with its progress and KYC status', () => {
    renderWithIntl(<OnboardingFrame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get started' })).toBeInTheDocument();
    expect(screen.getByText('1 of 5 steps done')).toBeInTheDocument();
    expect(screen.getByText('KYC pending')).toBeInTheDocument();
    expect(screen.getByTestId('step-verifyEmail')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('step-kyc')).toHaveAttribute('data-done', 'false');
    expect(screen.getByText('Open and fund your wallet')).toBeInTheDocument();
  });
});
