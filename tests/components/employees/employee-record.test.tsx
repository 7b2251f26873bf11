import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeeHeaderActions } from '@/components/employees/employee-header-actions';
import { EmployeeFrame } from '@/components/employees/employee-record';
import { ApiError } from '@/lib/api/client';
import { getEmployee, restoreEmployee, revokeSuspension, suspendEmployees } from '@/lib/api/employees';
import { toIsoDate } from '@/lib/dates';
import { detail, envelope, me, renderScreen } from './helpers';

// The record's tabs are links that prefetch on intent through the router.
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/api/payments');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/components/employees/use-employee-options', async () => {
  const { options: o } = await import('./helpers');
  return { useEmployeeOptions: () => o, useDepartmentAndGroupOptions: () => o };
});

const ID = '11111111-1111-4111-8111-111111111111';
const SUSPENSION = '66666666-6666-4666-8666-666666666666';

beforeEach(() => {
  vi.mocked(suspendEmployees)
    .mockReset()
    .mockResolvedValue({ message: 'Employees suspended.', data: { updated: 1 } });
  vi.mocked(restoreEmployee).mockReset().mockResolvedValue({ message: 'Employee restored.', data: detail() });
  vi.mocked(revokeSuspension)
    .mockReset()
    .mockResolvedValue({ message: 'Suspension revoked.', data: detail() });
});

describe('EmployeeHeaderActions', () => {
  it('asks for the dates and a reason before suspending, and sends nothing until confirmed', async () => {
    renderScreen(<EmployeeHeaderActions employee={detail()} />);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend' });
    expect(within(dialog).getByText(/Suspend Ada Obi\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('From')).toHaveValue(toIsoDate(new Date()));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(suspendEmployees).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Under investigation');
    await userEvent.type(within(dialog).getByLabelText('Until'), '2099-12-31');
    await userEvent.click(within(dialog).getByLabelText('Suspended with pay'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(suspendEmployees).toHaveBeenCalledWith({
        employeeIds: [ID],
        startDate: toIsoDate(new Date()),
        endDate: '2099-12-31',
        reason: 'Under investigation',
        withPay: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancelling the suspension dialog sends nothing', async () => {
    renderScreen(<EmployeeHeaderActions employee={detail()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(suspendEmployees).not.toHaveBeenCalled();
  });

  it('revokes the live suspension after a confirmation', async () => {
    const employee = detail({
      status: 'suspended',
      activeSuspension: {
        id: SUSPENSION,
        startDate: '2026-01-01',
        endDate: null,
        reason: 'Audit',
        withPay: false,
      },
    });
    renderScreen(<EmployeeHeaderActions employee={employee} />);
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke suspension' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the suspension of Ada Obi?' });
    expect(revokeSuspension).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke suspension' }));
    await waitFor(() => expect(revokeSuspension).toHaveBeenCalledWith(ID, SUSPENSION));
  });

  it('offers Restore (after a confirmation) instead of Separate for a separated employee', async () => {
    renderScreen(
      <EmployeeHeaderActions
        employee={detail({ status: 'separated', separatedAt: '2026-02-01', separationReason: 'Resigned' })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Separate' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore Ada Obi?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(restoreEmployee).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(restoreEmployee).toHaveBeenCalledWith(ID));
  });
});

describe('EmployeeFrame', () => {
  it('shows the header and the details tab with secrets masked and the bank verification', async () => {
    vi.mocked(getEmployee).mockResolvedValue(envelope(detail()));
    renderScreen(<EmployeeFrame id={ID} searchParams={{}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Obi' })).toBeInTheDocument();
    expect(screen.getByText('Staff ID DF-001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('******6789')).toBeInTheDocument();
    expect(screen.getByText('*******1234')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/NGN\s200,000\.50/)).toBeInTheDocument();
  });

  it('shows the server’s message without a retry when the employee does not exist', async () => {
    vi.mocked(getEmployee).mockRejectedValue(new ApiError('Employee not found.', 404, 'NOT_FOUND'));
    renderScreen(<EmployeeFrame id={ID} searchParams={{}} />);
    expect(await screen.findByText('Employee not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
