import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoFactor } from '@/components/settings/two-factor';
import { ApiError } from '@/lib/api/client';
import { renderWithIntl } from '../../app/render-with-intl';

type Callbacks = { onSuccess: (r: unknown) => void; onError: (e: unknown) => void };
const state = vi.hoisted(() => ({ setup: vi.fn(), confirm: vi.fn(), disable: vi.fn(), regenerate: vi.fn() }));

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn() },
  // The screen's own callbacks, without the toasts.
  toastCallbacks: (o?: { onDone?: (r: unknown) => void; onError?: (e: unknown) => void }) => ({
    onSuccess: (r: unknown) => o?.onDone?.(r),
    onError: (e: unknown) => o?.onError?.(e),
  }),
}));
vi.mock('@/lib/queries/account', () => ({
  useSetupTotpMutation: () => ({ mutate: state.setup, isPending: false }),
  useConfirmTotpMutation: () => ({ mutate: state.confirm, isPending: false }),
  useDisableTotpMutation: () => ({ mutate: state.disable, isPending: false }),
  useRegenerateRecoveryCodesMutation: () => ({ mutate: state.regenerate, isPending: false }),
}));
// With MFA on the card has two code fields: new recovery codes first, turning off last.
const turnOffCode = () => screen.getAllByLabelText(/6-digit code/).at(-1)!;

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

describe('TwoFactor (settings, personal info)', () => {
  beforeEach(() => {
    state.setup.mockReset();
    state.confirm.mockReset();
    state.disable.mockReset();
    state.regenerate.mockReset();
  });

  it('sets up with the password, shows the key to copy, confirms with a code and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    renderWithIntl(<TwoFactor enabled={false} />);
    state.setup.mockImplementationOnce((_v, cb: Callbacks) =>
      cb.onError(new ApiError('Invalid', 422, 'VALIDATION_FAILED', { password: ['Wrong password.'] })),
    );
    await user.type(screen.getByLabelText(/Current password/), 'not-mine');
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByText('Wrong password.')).toBeInTheDocument();

    state.setup.mockImplementationOnce((_v, cb: Callbacks) =>
      cb.onSuccess({
        data: { secret: SECRET, otpauthUrl: `otpauth://totp/Paygrid:a@b.co?secret=${SECRET}` },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(state.setup.mock.calls[1]![0]).toEqual({ password: 'not-mine' });
    expect(await screen.findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    // The URI drawn as a QR code on this device.
    const qr = screen.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());

    state.confirm.mockImplementationOnce((_v, cb: Callbacks) =>
      cb.onSuccess({ data: { recoveryCodes: CODES } }),
    );
    await user.type(screen.getByLabelText(/6-digit code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(state.confirm).toHaveBeenCalledTimes(1));
    expect(state.confirm.mock.calls[0]![0]).toEqual({ code: '123456' });
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);

    const createObjectURL = vi.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('refuses a code that is not 6 digits before calling the server', async () => {
    const user = userEvent.setup();
    renderWithIntl(<TwoFactor enabled />);
    await user.type(screen.getByLabelText(/Current password/), 'my-password');
    await user.type(turnOffCode(), '12');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(state.disable).not.toHaveBeenCalled();
  });

  it('turns off with the password and a code only after the confirmation dialog', async () => {
    const user = userEvent.setup();
    renderWithIntl(<TwoFactor enabled />);
    expect(screen.getByText('On')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Current password/), 'my-password');
    await user.type(turnOffCode(), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Turn off two-factor authentication?');
    expect(state.disable).not.toHaveBeenCalled();
    const buttons = await screen.findAllByRole('button', { name: 'Turn off' });
    await user.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(state.disable).toHaveBeenCalledTimes(1));
    expect(state.disable.mock.calls[0]![0]).toEqual({ password: 'my-password', code: '654321' });
  });

  it('issues new recovery codes with a current code and shows them once', async () => {
    const user = userEvent.setup();
    renderWithIntl(<TwoFactor enabled />);
    state.regenerate.mockImplementationOnce((_v, cb: Callbacks) =>
      cb.onSuccess({ data: { recoveryCodes: CODES } }),
    );
    await user.type(screen.getAllByLabelText(/6-digit code/)[0]!, '112233');
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await waitFor(() => expect(state.regenerate).toHaveBeenCalledTimes(1));
    expect(state.regenerate.mock.calls[0]![0]).toEqual({ code: '112233' });
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
  });
});
