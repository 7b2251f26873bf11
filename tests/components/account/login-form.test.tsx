import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm, type LoginTexts } from '@/components/account/login-form';
import { login, verifyMfa } from '@/lib/api/account';
import { ApiError } from '@/lib/api/client';

const replace = vi.fn();
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push }) }));
vi.mock('@/lib/api/account', () => ({ login: vi.fn(), verifyMfa: vi.fn() }));

const texts: LoginTexts = {
  title: 'Sign in to Paygrid',
  subtitle: 'Welcome back',
  email: 'Email address',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgot: 'Forgot password?',
  submit: 'Sign in',
  noAccount: 'No account?',
  register: 'Register',
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  mfa: {
    title: 'Two-factor authentication',
    subtitle: 'Enter the code',
    code: '6-digit code',
    recoveryTitle: 'Use a recovery code',
    recoverySubtitle: 'Each works once',
    recoveryCode: 'Recovery code',
    useRecoveryCode: 'Use a recovery code instead',
    useAuthenticator: 'Use your app',
    submit: 'Verify',
    back: 'Back to sign in',
    codeFormat: 'Enter the 6-digit code.',
  },
};

describe('LoginForm (no zod, no react-hook-form, texts from the server)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('checks the fields in the browser and calls nothing while they are wrong', async () => {
    render(<LoginForm texts={texts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed, lower-cased email and opens the app', async () => {
    vi.mocked(login).mockResolvedValue({ data: { token: 't' } } as never);
    render(<LoginForm texts={texts} />);
    await userEvent.type(screen.getByLabelText('Email address'), '  Admin@Demo.Paygrid.test ');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/app'));
    expect(login).toHaveBeenCalledWith({ email: 'admin@demo.paygrid.test', password: 'secret' });
  });

  it("shows the server's message for a wrong password and its field errors on their fields", async () => {
    vi.mocked(login).mockRejectedValueOnce(
      new ApiError('The email or password is incorrect.', 401, 'INVALID_CREDENTIALS'),
    );
    render(<LoginForm texts={texts} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');

    vi.mocked(login).mockRejectedValueOnce(
      new ApiError('Invalid input', 422, 'VALIDATION', { email: ['Enter a valid email address.'] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks an account with MFA on for the code, then continues as a plain sign-in', async () => {
    vi.mocked(login).mockResolvedValue({ data: { mfaRequired: true, mfaToken: 'mfa-token' } } as never);
    vi.mocked(verifyMfa).mockRejectedValueOnce(
      new ApiError('That code is wrong or has already been used.', 401, 'UNAUTHENTICATED'),
    );
    render(<LoginForm texts={texts} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(replace).not.toHaveBeenCalled();

    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(verifyMfa).not.toHaveBeenCalled();

    await userEvent.type(code, '3 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is wrong or has already been used.')).toBeInTheDocument();
    expect(verifyMfa).toHaveBeenCalledWith({ mfaToken: 'mfa-token', code: '123456' });
    expect(replace).not.toHaveBeenCalled();

    vi.mocked(verifyMfa).mockResolvedValueOnce({ data: { token: 't' } } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), ' abcde-fghjk ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/app'));
    expect(verifyMfa).toHaveBeenLastCalledWith({ mfaToken: 'mfa-token', recoveryCode: 'abcde-fghjk' });
  });
});
