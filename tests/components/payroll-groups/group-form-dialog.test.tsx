import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { GroupFormDialog } from '@/components/payroll-groups/group-form-dialog';
import { ApiError } from '@/lib/api/client';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn() }));

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/payroll-groups', () => ({
  useCreatePayrollGroupMutation: () => ({ mutateAsync: state.create }),
  useUpdatePayrollGroupMutation: () => ({ mutateAsync: state.update }),
}));

beforeEach(() => {
  state.create.mockReset();
  state.update.mockReset();
});

describe('GroupFormDialog', () => {
  it('creates a group and closes with the server’s message', async () => {
    state.create.mockResolvedValue({ message: 'Payroll group created.', data: {} });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<GroupFormDialog open onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText(/Name/), 'Drivers');
    await user.type(screen.getByLabelText('Description'), 'Night shift');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(state.create).toHaveBeenCalledWith({ name: 'Drivers', description: 'Night shift' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Payroll group created.');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('checks the name before calling the API, and puts the API’s taken-name error on the field', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<GroupFormDialog open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(state.create).not.toHaveBeenCalled();

    state.create.mockRejectedValue(
      new ApiError('The given data was invalid.', 422, 'VALIDATION_FAILED', {
        name: ['A payroll group with this name already exists.'],
      }),
    );
    await user.type(screen.getByLabelText(/Name/), 'drivers');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('A payroll group with this name already exists.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('edits an existing group, starting from its values', async () => {
    state.update.mockResolvedValue({ message: 'Payroll group updated.', data: {} });
    const user = userEvent.setup();
    const group = {
      id: 'g1',
      name: 'Drivers',
      description: 'Night shift',
      employeeCount: 2,
      monthlyGross: {},
      createdAt: '2026-01-01T00:00:00Z',
    };
    renderWithIntl(<GroupFormDialog group={group} open onOpenChange={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Drivers' })).toBeInTheDocument();
    const name = screen.getByLabelText(/Name/);
    expect(name).toHaveValue('Drivers');
    await user.clear(name);
    await user.type(name, 'Riders');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(state.update).toHaveBeenCalledWith({ id: 'g1', name: 'Riders', description: 'Night shift' }),
    );
  });
});
