import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeeFrame } from '@/components/employees/employee-record';
import { getEmployee, getPayrollHistory, listEmployeeQueries, postEmployeeQuery } from '@/lib/api/employees';
import type { EmployeeQuery } from '@/lib/contracts/employees';
import { setUrl } from '../memory-router';
import { detail, envelope, me, renderScreen } from './helpers';

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/api/payments');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/components/employees/use-employee-options', async () => {
  const { options: o } = await import('./helpers');
  return { useEmployeeOptions: () => o, useDepartmentAndGroupOptions: () => o };
});

const ID = detail().id;
const open: EmployeeQuery = {
  id: '88888888-8888-4888-8888-888888888888',
  subject: 'Lateness',
  body: 'Late three times in March.',
  issuedBy: 'user-1',
  response: null,
  respondedAt: null,
  createdAt: '2026-03-20T09:00:00Z',
};

beforeEach(() => {
  vi.mocked(getEmployee).mockResolvedValue(envelope(detail()));
  vi.mocked(listEmployeeQueries)
    .mockReset()
    .mockResolvedValue(envelope([open]));
  vi.mocked(postEmployeeQuery).mockReset().mockResolvedValue({ message: 'Saved.', data: open });
  setUrl(`/app/employees/${ID}`);
});

describe('EmployeeFrame tabs', () => {
  it('payroll history: says there are no payroll runs yet', async () => {
    vi.mocked(getPayrollHistory).mockResolvedValue(
      envelope([], { page: 1, perPage: 12, total: 0, totalPages: 1 }),
    );
    renderScreen(<EmployeeFrame id={ID} searchParams={{ tab: 'payroll-history' }} />);
    expect(await screen.findByText('No payroll runs yet')).toBeInTheDocument();
    expect(getPayrollHistory).toHaveBeenCalledWith(ID, { page: 1, perPage: 12 });
  });

  it('payroll history: opens on the page the URL names', async () => {
    vi.mocked(getPayrollHistory).mockResolvedValue(
      envelope([], { page: 2, perPage: 12, total: 13, totalPages: 2 }),
    );
    setUrl(`/app/employees/${ID}?tab=payroll-history&page=2`);
    renderScreen(<EmployeeFrame id={ID} searchParams={{ tab: 'payroll-history', page: '2' }} />);
    await waitFor(() => expect(getPayrollHistory).toHaveBeenCalledWith(ID, { page: 2, perPage: 12 }));
  });

  it('queries: issues a query and records the response to an open one', async () => {
    renderScreen(<EmployeeFrame id={ID} searchParams={{ tab: 'queries' }} />);
    expect(await screen.findByText('Lateness')).toBeInTheDocument();
    expect(screen.getByText('Awaiting response')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Issue a query' }));
    const issue = await screen.findByRole('dialog', { name: 'Issue a query' });
    await userEvent.type(within(issue).getByLabelText('Subject'), 'Absence');
    await userEvent.type(within(issue).getByLabelText('Query'), 'Absent on 2 April without notice.');
    await userEvent.click(within(issue).getByRole('button', { name: 'Issue a query' }));
    await waitFor(() =>
      expect(postEmployeeQuery).toHaveBeenCalledWith(ID, {
        subject: 'Absence',
        body: 'Absent on 2 April without notice.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Record response' }));
    const respond = await screen.findByRole('dialog', { name: "Record the employee's response" });
    await userEvent.type(within(respond).getByLabelText('Response'), 'Traffic on the bridge.');
    await userEvent.click(within(respond).getByRole('button', { name: 'Save response' }));
    await waitFor(() =>
      expect(postEmployeeQuery).toHaveBeenLastCalledWith(ID, {
        queryId: open.id,
        response: 'Traffic on the bridge.',
      }),
    );
  });
});
