import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobForm } from '@/components/hiring/job-form';
import { ApiError } from '@/lib/api/client';
import { renderWithIntl } from '../../app/render-with-intl';
import { currentUrl, setUrl } from '../memory-router';

const state = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn() }));
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/account', () => ({
  useMe: () => ({ data: { currentUserRole: { organization: { currency: 'NGN' } } } }),
}));
vi.mock('@/lib/queries/departments', () => ({
  useDepartments: () => ({ data: { data: [] } }),
  useJobRoles: () => ({ data: [] }),
}));
vi.mock('@/lib/queries/hiring', () => ({
  useCreateJobMutation: () => ({ mutate: state.create, isPending: false }),
  useUpdateJobMutation: () => ({ mutate: state.update, isPending: false }),
}));

const fill = async (label: RegExp, text: string) => userEvent.type(screen.getByLabelText(label), text);

describe('[HIRING] the job form (useZodForm, salaries as MoneyFields)', () => {
  beforeEach(() => {
    state.create.mockReset();
    setUrl('/app/hiring/new');
  });

  it('checks the job as the API will (contract and cross-field rules) before sending anything', async () => {
    renderWithIntl(<JobForm />);
    await fill(/^Job title/, 'Dispatch rider');
    await userEvent.click(screen.getByLabelText('Show the salary on the careers page'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }));
    expect(await screen.findByText('Enter a salary to show it on the careers page.')).toBeInTheDocument();
    expect(screen.getByText('Enter a location or mark the job as remote.')).toBeInTheDocument();
    expect(state.create).not.toHaveBeenCalled();

    await fill(/^Salary from/, '300000');
    await fill(/^Salary to/, '250000');
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }));
    expect(await screen.findByText('The maximum must not be below the minimum.')).toBeInTheDocument();
    expect(state.create).not.toHaveBeenCalled();
  });

  it('sends the salaries in minor units, typed with separators, and opens the new job', async () => {
    state.create.mockImplementation((_input, { onSuccess }) =>
      onSuccess({ message: 'Job published.', data: { id: 'j9' } }),
    );
    renderWithIntl(<JobForm />);
    await fill(/^Job title/, 'Dispatch rider');
    await fill(/^Location/, 'Ikeja');
    await fill(/^Description/, 'Deliver orders across Lagos.');
    await fill(/^Salary from/, '300000');
    await fill(/^Salary to/, '380000.50');
    expect(screen.getByLabelText(/^Salary to/)).toHaveValue('380,000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create.mock.calls[0]![0]).toMatchObject({
      title: 'Dispatch rider',
      location: 'Ikeja',
      salaryMin: 30_000_000,
      salaryMax: 38_000_050,
      currency: 'NGN',
      openings: 1,
      departmentId: null,
    });
    expect(currentUrl()).toBe('/app/hiring/j9');
  });

  it('puts the API’s field errors on their fields', async () => {
    state.create.mockImplementation((_input, { onError }) =>
      onError(
        new ApiError('Invalid', 422, 'VALIDATION_FAILED', { title: ['A job with this title is open.'] }),
      ),
    );
    renderWithIntl(<JobForm />);
    await fill(/^Job title/, 'Dispatch rider');
    await userEvent.click(screen.getByLabelText('Remote'));
    await fill(/^Description/, 'Deliver orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }));
    expect(await screen.findByText('A job with this title is open.')).toBeInTheDocument();
  });
});
