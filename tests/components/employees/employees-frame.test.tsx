import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeesFrame } from '@/components/employees/employees-frame';
import { listEmployees } from '@/lib/api/employees';
import { getBanks } from '@/lib/api/payments';
import { envelope, me, renderScreen } from './helpers';

vi.mock('next/navigation', async () => {
  const { createNavigation } = await import('./navigation-mock');
  return createNavigation('tab=in-active&search=ada&page=2&status=separated').module;
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/api/payments');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/components/employees/use-employee-options', async () => {
  const { options: o } = await import('./helpers');
  return { useEmployeeOptions: () => o, useDepartmentAndGroupOptions: () => o };
});
// The import flow is another screen's (and has its own tests); here only its place on this one matters.
vi.mock('@/components/employees/bulk/import-employees-button', () => ({
  ImportEmployeesButton: () => <button type="button">Import</button>,
}));

beforeEach(() => {
  vi.mocked(listEmployees).mockResolvedValue(envelope([], { page: 1, perPage: 20, total: 0, totalPages: 1 }));
  vi.mocked(getBanks).mockResolvedValue(envelope([]));
});

describe('EmployeesFrame', () => {
  it('keeps the search across tabs but starts the other tab at page 1 with no status', async () => {
    renderScreen(
      <EmployeesFrame searchParams={{ tab: 'in-active', search: 'ada', page: '2', status: 'separated' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inactive' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute(
      'href',
      '/app/employees?tab=active&search=ada',
    );
    expect(await screen.findByText('No employees match')).toBeInTheDocument();
    expect(listEmployees).toHaveBeenLastCalledWith({
      tab: 'in-active',
      page: 2,
      perPage: 20,
      search: 'ada',
      status: 'separated',
    });
  });

  it('opens the create form from the header, with the import beside it', async () => {
    renderScreen(<EmployeesFrame searchParams={{}} />);
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add employee' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add employee' });
    for (const section of ['Personal', 'Job', 'Pay', 'Bank', 'Statutory and tax']) {
      expect(within(dialog).getByRole('group', { name: section })).toBeInTheDocument();
    }
  });
});
