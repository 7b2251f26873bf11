import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepartmentDetail } from '@/components/departments/department-detail';
import { JobRolesDialog } from '@/components/departments/job-roles-dialog';
import { ApiError } from '@/lib/api/client';
import type { DepartmentDetail as Detail, JobRole } from '@/lib/contracts/departments';
import { renderWithIntl } from '../../app/render-with-intl';
import { currentUrl, setUrl } from '../memory-router';

const state = vi.hoisted(() => ({
  detail: null as Detail | null,
  error: null as unknown,
  roles: [] as JobRole[],
  queries: [] as unknown[],
  addEmployees: vi.fn(),
  updateLead: vi.fn(),
  deleteRole: vi.fn(),
  createRole: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: state.toast }));
vi.mock('@/lib/queries/permissions', () => ({ usePermissions: () => ({ can: () => true, orgId: 'org-1' }) }));
vi.mock('@/lib/queries/employees', () => ({
  // the EmployeePicker's server search: one page of three people
  useEmployeePickerSearch: () => ({
    isPending: false,
    isError: false,
    isFetching: false,
    hasNextPage: false,
    data: {
      pages: [
        {
          data: [
            {
              id: 'e1',
              staffId: 'S-1',
              firstName: 'Ada',
              lastName: 'Obi',
              department: { id: 'd1', name: 'Finance' },
            },
            {
              id: 'e9',
              staffId: 'S-9',
              firstName: 'Zainab',
              lastName: 'Umar',
              department: { id: 'd2', name: 'Sales' },
            },
            { id: 'e8', staffId: 'S-8', firstName: 'Yemi', lastName: 'Alade', department: null },
          ],
          meta: { page: 1, perPage: 20, total: 3, totalPages: 1 },
        },
      ],
    },
  }),
}));
vi.mock('@/lib/queries/departments', () => {
  const mutation = (fn: ReturnType<typeof vi.fn>) => () => ({
    mutateAsync: fn,
    mutate: fn,
    isPending: false,
  });
  const idle = { isPending: false, isFetching: false, isError: false, error: null, refetch: vi.fn() };
  return {
    useDepartment: (_id: string, query: unknown) => {
      state.queries.push(query);
      return {
        ...idle,
        isError: Boolean(state.error),
        error: state.error,
        data: state.detail
          ? {
              data: state.detail,
              meta: { page: 1, perPage: 20, total: state.detail.employees.length, totalPages: 1 },
            }
          : undefined,
      };
    },
    useDepartments: () => ({
      ...idle,
      data: {
        data: [{ id: '6f1c2a3b-0000-4000-8000-000000000001', name: 'Finance' }],
        meta: { page: 1, perPage: 1, total: 1, totalPages: 1 },
      },
    }),
    useJobRoles: () => ({ ...idle, data: state.roles }),
    useAddDepartmentEmployeesMutation: mutation(state.addEmployees),
    useUpdateDepartmentLeadMutation: mutation(state.updateLead),
    useCreateDepartmentMutation: mutation(vi.fn()),
    useUpdateDepartmentMutation: mutation(vi.fn()),
    useCreateJobRoleMutation: mutation(state.createRole),
    useUpdateJobRoleMutation: mutation(vi.fn()),
    useDeleteJobRoleMutation: mutation(state.deleteRole),
  };
});

const finance = (): Detail => ({
  id: 'd1',
  name: 'Finance',
  description: 'Accounts and payroll',
  employeeCount: 1,
  lead: null,
  createdAt: '2026-01-01T00:00:00Z',
  employees: [
    {
      id: 'e1',
      staffId: 'S-1',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@x.test',
      jobRole: 'Accountant',
      status: 'suspended',
    },
  ],
});

beforeEach(() => {
  setUrl('/app/employees/departments/d1');
  state.queries = [];
  state.error = null;
  state.detail = finance();
  for (const fn of [
    state.addEmployees,
    state.updateLead,
    state.deleteRole,
    state.createRole,
    state.toast.success,
    state.toast.error,
  ])
    fn.mockReset();
});

describe('Department page', () => {
  it('shows the department, its employees and a back link', () => {
    renderWithIntl(<DepartmentDetail id="d1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByText('Accounts and payroll')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to departments' })).toHaveAttribute(
      'href',
      '/app/employees/departments?tab=all',
    );
    const row = within(screen.getByRole('table', { name: 'Employees' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Ada Obi');
    expect(row).toHaveTextContent('Accountant');
    expect(row).toHaveTextContent('Suspended');
    expect(screen.getByText('No lead yet')).toBeInTheDocument();
  });

  it('keeps the employees’ page and search in the URL; a search goes back to page 1', async () => {
    setUrl('/app/employees/departments/d1?page=2');
    renderWithIntl(<DepartmentDetail id="d1" />);
    expect(state.queries.at(-1)).toEqual({ page: 2, perPage: 20, search: undefined });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search employees by name, email or staff ID' }),
      'ada',
    );
    await waitFor(() => expect(currentUrl()).toBe('/app/employees/departments/d1?search=ada'));
    expect(state.queries.at(-1)).toEqual({ page: 1, perPage: 20, search: 'ada' });
  });

  it('adds employees found by search; those already here cannot be picked', async () => {
    state.addEmployees.mockResolvedValue({ message: 'Employees moved to Finance.' });
    renderWithIntl(<DepartmentDetail id="d1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add employees' }));
    const dialog = screen.getByRole('dialog', { name: 'Add employees to Finance' });
    expect(within(dialog).getByRole('option', { name: /Ada Obi/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('option', { name: /Ada Obi/ }));
    await userEvent.click(within(dialog).getByRole('option', { name: /Zainab Umar/ }));
    await userEvent.click(within(dialog).getByRole('option', { name: /Yemi Alade/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 employees' }));
    expect(state.addEmployees).toHaveBeenCalledWith({ departmentId: 'd1', employeeIds: ['e9', 'e8'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes the lead and shows a failure as a toast', async () => {
    state.updateLead.mockImplementation((_v, { onError }) =>
      onError(new ApiError('Employee not found.', 404, 'NOT_FOUND')),
    );
    renderWithIntl(<DepartmentDetail id="d1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose lead' }));
    const dialog = screen.getByRole('dialog', { name: 'Lead of Finance' });
    const submit = within(dialog).getByRole('button', { name: 'Make lead' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('option', { name: /Zainab Umar/ }));
    await userEvent.click(submit);
    expect(state.updateLead).toHaveBeenCalledWith(
      { departmentId: 'd1', employeeId: 'e9' },
      expect.anything(),
    );
    expect(state.toast.error).toHaveBeenCalledWith('Employee not found.');
  });

  it('says so when the department does not exist', () => {
    state.detail = null;
    state.error = new ApiError('Department not found.', 404, 'NOT_FOUND');
    renderWithIntl(<DepartmentDetail id="d404" />);
    expect(screen.getByText('This department does not exist or was deleted')).toBeInTheDocument();
    expect(state.toast.error).toHaveBeenCalledWith('Department not found.', expect.anything());
  });
});

describe('Job roles dialog', () => {
  it('lists roles and warns that deleting a role in use leaves its holders without one', async () => {
    state.roles = [
      {
        id: 'r1',
        title: 'Driver',
        description: null,
        department: null,
        employeeCount: 3,
        createdAt: '2026-01-01T00:00:00Z',
      },
    ];
    state.deleteRole.mockResolvedValueOnce({
      message: 'Job role deleted. 3 employee(s) no longer have a job role.',
      data: { id: 'r1', unassignedEmployees: 3 },
    });
    renderWithIntl(<JobRolesDialog canManage open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Job roles' });
    expect(within(dialog).getByRole('table')).toHaveTextContent('Driver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Driver' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the job role Driver?' });
    expect(confirm).toHaveTextContent('3 employees hold this role and will be left without a job role.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete job role' }));
    await waitFor(() =>
      expect(state.toast.success).toHaveBeenCalledWith(
        'Job role deleted. 3 employee(s) no longer have a job role.',
      ),
    );
    expect(state.deleteRole).toHaveBeenCalledWith('r1');
  });

  it('adds a role with a department', async () => {
    state.roles = [];
    state.createRole.mockResolvedValueOnce({ message: 'Job role created.', data: {} });
    renderWithIntl(<JobRolesDialog canManage open onOpenChange={vi.fn()} />);
    expect(screen.getByText('No job roles yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a job role' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Cashier');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Department' }), 'Finance');
    await userEvent.click(within(form).getByRole('button', { name: 'Add job role' }));
    await waitFor(() =>
      expect(state.createRole).toHaveBeenCalledWith({
        title: 'Cashier',
        description: null,
        departmentId: '6f1c2a3b-0000-4000-8000-000000000001',
      }),
    );
    expect(state.toast.success).toHaveBeenCalledWith('Job role created.');
  });
});
