import { act, screen, waitFor } from '@testing-library/react';
import { BulkEmployeesFrame, EmployeeFrame, EmployeesFrame } from '@/components/employees/employees-frame';
import { useBulkEmployeesStore } from '@/lib/stores/bulk-employees';
import { renderWithIntl } from './render-with-intl';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn(), back: vi.fn() }) }));

describe('EmployeesFrame', () => {
  it('shows the title, both tabs with the active one current, and the empty state', () => {
    renderWithIntl(<EmployeesFrame searchParams={{ tab: 'active' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inactive' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('No active employees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add employee' })).toHaveAccessibleDescription(
      'Adding employees is not available yet.',
    );
  });

  it('marks the in-active tab and keeps other query parameters in the tab links', () => {
    renderWithIntl(<EmployeesFrame searchParams={{ tab: 'in-active', q: 'ada', page: '2' }} />);
    expect(screen.getByRole('link', { name: 'Inactive' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute(
      'href',
      '/app/employees?tab=active&q=ada&page=2',
    );
    expect(screen.getByText('No inactive employees')).toBeInTheDocument();
  });

  it('falls back to the first tab when the tab is missing or unknown', () => {
    renderWithIntl(<EmployeesFrame searchParams={{ tab: 'nope' }} />);
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('EmployeeFrame', () => {
  it('shows the four record tabs, details by default, and the id', () => {
    renderWithIntl(<EmployeeFrame id="emp-42" searchParams={{}} />);
    const tabs = screen.getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Details',
      'Bonuses & deductions',
      'Payroll history',
      'Queries',
    ]);
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Queries' })).toHaveAttribute(
      'href',
      '/app/employees/emp-42?tab=queries',
    );
    expect(screen.getByText('Employee ID emp-42')).toBeInTheDocument();
  });
});

describe('BulkEmployeesFrame', () => {
  beforeEach(() => {
    replace.mockClear();
    useBulkEmployeesStore.getState().clear();
  });

  it('redirects to /app/employees when no bulk list is held', async () => {
    const { container } = renderWithIntl(<BulkEmployeesFrame />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/app/employees'));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the list count when a list is held, and redirects once it is cleared', async () => {
    useBulkEmployeesStore.getState().setRows([{ name: 'Ada' }, { name: 'Tunde' }]);
    renderWithIntl(<BulkEmployeesFrame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add employees in bulk' })).toBeInTheDocument();
    expect(screen.getByText('2 employees ready to review')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    act(() => useBulkEmployeesStore.getState().clear());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/app/employees'));
  });
});
