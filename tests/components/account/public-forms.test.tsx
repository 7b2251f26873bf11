import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ForgotForm } from '@/components/account/forgot-form';
import { RegisterForm } from '@/components/account/register-form';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { forgotPassword, getCountries, resetPassword, signup, verifyResetLink } from '@/lib/api/account';
import { renderWithIntl } from '../../app/render-with-intl';

const push = vi.fn();
const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace }) }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/auth/cookies', () => ({ setVerificationEmail: vi.fn() }));
vi.mock('@/lib/api/account', () => ({
  forgotPassword: vi.fn(),
  getCountries: vi.fn(),
  resetPassword: vi.fn(),
  signup: vi.fn(),
  verifyResetLink: vi.fn(),
}));

function renderForm(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getCountries).mockReturnValue(new Promise(() => {})); // the list that ships with the app stays
});

describe('public forms on the light form (zod loads with the first check, not with the page)', () => {
  it('forgot: asks for the email, then sends it and says to check the inbox', async () => {
    vi.mocked(forgotPassword).mockResolvedValue({
      message: 'If the account exists, a link is on its way.',
    } as never);
    renderForm(<ForgotForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(forgotPassword).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('reset: refuses passwords that differ and sends the link hash with a matching pair', async () => {
    vi.mocked(verifyResetLink).mockResolvedValue({ data: { email: 'ada@example.com' } } as never);
    vi.mocked(resetPassword).mockResolvedValue({ message: 'Password reset.' } as never);
    renderForm(<ResetPasswordForm hash="a1b2c3d4e5f6a7b8c9d0" />);
    const password = await screen.findByLabelText(/^New password/);
    await userEvent.type(password, 'correct-horse-1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'correct-horse-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(resetPassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'correct-horse-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(resetPassword).toHaveBeenCalledWith({
      hash: 'a1b2c3d4e5f6a7b8c9d0',
      password: 'correct-horse-1',
      confirmPassword: 'correct-horse-1',
    });
  });

  it('register: marks every missing field, follows the country in the phone hint, and signs up', async () => {
    vi.mocked(signup).mockResolvedValue({
      message: 'Check your email.',
      data: { email: 'ada@example.com' },
    } as never);
    renderForm(<RegisterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(3);
    expect(signup).not.toHaveBeenCalled();

    const phone = screen.getByLabelText(/^Phone number/);
    expect(phone).toHaveAttribute('placeholder', '+234');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'KE');
    expect(phone).toHaveAttribute('placeholder', '+254');

    await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Obi');
    await userEvent.type(screen.getByLabelText(/^Organisation name/), 'Obi Farms');
    await userEvent.type(phone, '+254 700 000000');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/verify'));
    expect(signup).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', country: 'KE', email: 'ada@example.com' }),
    );
  });
});
