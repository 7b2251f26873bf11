import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { CommFormDialog } from '@/components/comms/comm-form-dialog';
import { ApiError } from '@/lib/api/client';
import { renderScreen } from '../employees/helpers';

const state = vi.hoisted(() => ({ create: vi.fn() }));
const D1 = vi.hoisted(() => 'dddddddd-0000-4000-8000-000000000001');

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/comms', () => ({
  useCreateCommMutation: () => ({ mutateAsync: state.create }),
  useAudienceCount: (d: string[], g: string[], enabled: boolean) => ({
    isPending: false,
    data: enabled ? (d.length + g.length === 0 ? 60 : 7) : undefined,
  }),
}));
vi.mock('@/lib/queries/departments', () => ({
  useDepartments: () => ({
    data: {
      data: [
        { id: D1, name: 'Finance' },
        { id: 'dddddddd-0000-4000-8000-000000000002', name: 'Logistics' },
      ],
    },
  }),
}));
vi.mock('@/lib/queries/payroll-groups', () => ({
  usePayrollGroups: () => ({
    data: { data: [{ id: 'eeeeeeee-0000-4000-8000-000000000001', name: 'Field Staff' }] },
  }),
}));

beforeEach(() => state.create.mockReset());

describe('CommFormDialog', () => {
  it('checks the poll before sending: question, options, duplicates', async () => {
    const user = userEvent.setup();
    renderScreen(<CommFormDialog type="poll" open onOpenChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send poll' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(3);
    await user.type(screen.getByLabelText(/Question/), 'Canteen menu?');
    await user.type(screen.getByPlaceholderText('Option 1'), 'Rice');
    await user.type(screen.getByPlaceholderText('Option 2'), 'rice');
    await user.click(screen.getByRole('button', { name: 'Send poll' }));
    expect(await screen.findByText('This option is already in the list.')).toBeInTheDocument();
    expect(state.create).not.toHaveBeenCalled();
  });

  it('sends a poll to chosen departments and shows how many people it reaches', async () => {
    state.create.mockResolvedValue({ message: 'Poll sent. Recipients: 7.', data: {} });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderScreen(<CommFormDialog type="poll" open onOpenChange={onOpenChange} />);
    expect(screen.getByTestId('audience-count')).toHaveTextContent('Reaches 60 people');
    await user.type(screen.getByLabelText(/Question/), 'Canteen menu?');
    await user.type(screen.getByPlaceholderText('Option 1'), 'Rice');
    await user.type(screen.getByPlaceholderText('Option 2'), 'Beans');
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByPlaceholderText('Option 3'), 'Yam');
    await user.click(screen.getByLabelText(/Anonymous/));
    await user.click(screen.getByLabelText('Chosen departments or payroll groups'));
    await user.click(screen.getByRole('button', { name: 'Send poll' }));
    expect(await screen.findByText('Choose at least one department or payroll group.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Finance'));
    await waitFor(() => expect(screen.getByTestId('audience-count')).toHaveTextContent('Reaches 7 people'));
    await user.click(screen.getByRole('button', { name: 'Send poll' }));
    await waitFor(() =>
      expect(state.create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'poll',
          question: 'Canteen menu?',
          options: ['Rice', 'Beans', 'Yam'],
          anonymous: true,
          audience: { departmentIds: [D1], payrollGroupIds: [] },
        }),
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('Poll sent. Recipients: 7.');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends an announcement and puts API field errors on their fields', async () => {
    state.create.mockRejectedValueOnce(
      new ApiError('Some fields need your attention.', 422, 'VALIDATION_FAILED', {
        title: ['Must be at most 200 characters.'],
      }),
    );
    const user = userEvent.setup();
    renderScreen(<CommFormDialog type="announcement" open onOpenChange={vi.fn()} />);
    await user.type(screen.getByLabelText(/Title/), 'Office closed');
    await user.type(screen.getByLabelText(/Message/), 'Friday is a holiday.');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('Must be at most 200 characters.')).toBeInTheDocument();
    expect(state.create).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'announcement',
        title: 'Office closed',
        message: 'Friday is a holiday.',
      }),
    );
  });
});
