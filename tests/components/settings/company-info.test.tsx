import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyInfo } from '@/components/settings/company-info';
import { ApiError } from '@/lib/api/client';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({
  mutate: vi.fn(),
  canEdit: true,
}));

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/permissions', () => ({ usePermissions: () => ({ can: () => state.canEdit }) }));
vi.mock('@/lib/queries/settings', () => ({
  useSettings: () => ({
    isError: false,
    data: {
      updatedAt: '2026-11-01T00:00:00Z',
      organization: {
        name: 'Demo Foods Ltd',
        address: null,
        industry: 'Food',
        companySize: '51-200',
        phone: null,
        email: null,
      },
    },
  }),
  useOrganizationDetailsMutation: () => ({ mutate: state.mutate, isPending: false }),
}));

describe('CompanyInfo (the settings screen’s first view, validated without react-hook-form)', () => {
  beforeEach(() => {
    state.mutate.mockReset();
    state.canEdit = true;
  });

  it('checks a field when it is left, then on each change, and sends the parsed values', async () => {
    const user = userEvent.setup();
    renderWithIntl(<CompanyInfo />);
    const name = screen.getByLabelText(/Company name/);
    expect(name).toHaveValue('Demo Foods Ltd');
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(name, 'Demo Foods Nigeria Ltd');
    await waitFor(() => expect(screen.queryByText('This field is required.')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText(/Company email/), ' Office@DemoFoods.NG ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(state.mutate).toHaveBeenCalledTimes(1));
    expect(state.mutate.mock.calls[0]![0]).toEqual({
      name: 'Demo Foods Nigeria Ltd',
      address: '',
      industry: 'Food',
      companySize: '51-200',
      email: 'office@demofoods.ng',
    });
  });

  it('refuses a bad email on submit, focusing it, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithIntl(<CompanyInfo />);
    await user.type(screen.getByLabelText(/Company email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company email/)).toHaveFocus();
    expect(state.mutate).not.toHaveBeenCalled();
  });

  it('puts the API’s field errors on their fields', async () => {
    state.mutate.mockImplementation((_v, { onError }) =>
      onError(new ApiError('Invalid input', 422, 'VALIDATION_FAILED', { name: ['That name is taken.'] })),
    );
    const user = userEvent.setup();
    renderWithIntl(<CompanyInfo />);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
  });

  it('is read-only without the settings permission', () => {
    state.canEdit = false;
    renderWithIntl(<CompanyInfo />);
    expect(screen.getByLabelText(/Company name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
  });
});
