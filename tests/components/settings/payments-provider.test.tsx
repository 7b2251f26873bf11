import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentsProviderSetting } from '@/components/settings/payments-provider';
import type { PaymentsSettings } from '@/lib/contracts/payments-settings';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({
  data: undefined as PaymentsSettings | undefined,
  canEdit: true,
  saved: [] as unknown[],
}));

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/permissions', () => ({
  usePermissions: () => ({ can: () => state.canEdit, orgId: 'org-1' }),
}));
vi.mock('@/lib/queries/payments-settings', () => ({
  usePaymentsSettings: () => ({ data: state.data }),
  useUpdatePaymentsSettingsMutation: () => ({
    mutate: (v: unknown) => state.saved.push(v),
    isPending: false,
  }),
}));

beforeEach(() => {
  state.data = {
    provider: 'paystack',
    deploymentDefault: 'paystack',
    chosen: false,
    available: ['paystack', 'flutterwave'],
  };
  state.canEdit = true;
  state.saved = [];
});

describe('PaymentsProviderSetting (settings, payroll tab)', () => {
  it('offers the rails the deployment is set up for and saves the one chosen', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PaymentsProviderSetting />);
    const select = screen.getByLabelText('Payments provider');
    expect(screen.getByRole('option', { name: 'Deployment default (paystack)' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save provider' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'flutterwave');
    await user.click(save);
    expect(state.saved).toEqual([{ provider: 'flutterwave' }]);
    expect(screen.getByText(/asks for a code from your authenticator app/)).toBeInTheDocument();
  });

  it('lists only the rails available, and shows nothing to someone without the settings permission', () => {
    state.data = { ...state.data!, available: ['flutterwave'] };
    const { unmount } = renderWithIntl(<PaymentsProviderSetting />);
    expect(screen.queryByRole('option', { name: /Paystack/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Flutterwave/ })).toBeInTheDocument();
    unmount();
    state.canEdit = false;
    renderWithIntl(<PaymentsProviderSetting />);
    expect(screen.queryByLabelText('Payments provider')).not.toBeInTheDocument();
  });
});
