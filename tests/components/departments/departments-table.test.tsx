import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepartmentsFrame } from '@/components/departments/departments-frame';
import { ApiError } from '@/lib/api/client';
import type { Department } from '@/lib/contracts/departments';
import { renderWithIntl } from '../../app/render-with-intl';
import { currentUrl, router, setUrl } from '../memory-router';

const state = vi.hoisted(() => ({
  rows: [] as Department[],
  total: 0,
  permissions: ['employees'] as string[],
  listQueries: [] as unknown[],
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  addEmployees: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: state.toast }));
vi.mock('@/lib/queries/permissions', () => ({
  usePermissions: () => ({ can: (p: string) => state.permissions.includes(p), orgId: 'org-1' }),
}));
vi.mock('@/lib/queries/departments', () => {
  const mutation = (fn: ReturnType<typeof vi.fn>) => () => ({
    mutateAsync: fn,
    mutate: fn,
    isPending: false,
  });
  const idle = { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn() };
  return {
    useDepartments: (query: { result?: string }) => {
      if (!query.result) state.listQueries.push(query);
      return {
        ...idle,
        data: {
          data: state.rows,
          meta: { page: 1, perPage: 20, total: state.total, totalPages: Math.ceil(state.total / 20) || 1 },
        },
      };
    },
    useJobRoles: () => ({ ...idle, data: [] }),
    useEmployeesWithoutDepartment: () => ({
      ...idle,
      data: {
        data: [
          {
            id: 'e1',
            staffId: 'S-1',
            firstName: 'Ada',
            lastName: 'Obi',
            email: 'ada@x.test',
            jobRole: null,
            department: null,
          },
          {
            id: 'e2',
            staffId: 'S-2',
            firstName: 'Bayo',
            lastName: 'Ade',
            email: 'bayo@x.test',
            jobRole: { id: 'r', name: 'Driver' },
            department: null,
          },
        ],
        meta: { page: 1, perPage: 20, total: 2, totalPages: 1 },
      },
    }),
    useCreateDepartmentMutation: mutation(state.create),
    useUpdateDepartmentMutation: mutation(state.update),
    useDeleteDepartmentMutation: mutation(state.remove),
    useAddDepartmentEmployeesMutation: mutation(state.addEmployees),
    useCreateJobRoleMutation: mutation(vi.fn()),
    useUpdateJobRoleMutation: mutation(vi.fn()),
    useDeleteJobRoleMutation: mutation(vi.fn()),
  };
});

const dept = (o: Partial<Department>): Department => ({
  id: crypto.randomUUID(),
  name: 'Finance',
  description: null,
  employeeCount: 0,
  lead: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...o,
});

/** The screen at `/app/employees/departments?<query>`: the frame gets the tab, the lists read the URL. */
const renderAt = (query = '') => {
  setUrl(`/app/employees/departments${query ? `?${query}` : ''}`);
  return renderWithIntl(<DepartmentsFrame searchParams={Object.fromEntries(new URLSearchParams(query))} />);
};

beforeEach(() => {
  state.permissions = ['employees'];
  state.listQueries = [];
  router.replace.mockClear();
  for (const fn of [
    state.create,
    state.update,
    state.remove,
    state.addEmployees,
    state.toast.success,
    state.toast.error,
  ])
    fn.mockReset();
});

describe('Departments screen — all tab', () => {
  it('lists departments with lead and headcount, linking to each, and puts the search in the URL', async () => {
    state.rows = [
      dept({ name: 'Finance', employeeCount: 3, lead: { id: 'e1', firstName: 'Ngozi', lastName: 'Eze' } }),
      dept({ name: 'Logistics' }),
    ];
    state.total = 2;
    renderAt('tab=all&page=1');
    const table = screen.getByRole('table', { name: 'Departments' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Finance');
    expect(rows[1]).toHaveTextContent('Ngozi Eze');
    expect(rows[1]).toHaveTextContent('3 employees');
    expect(rows[2]).toHaveTextContent('No lead');
    expect(rows[2]).toHaveTextContent('No employees');
    expect(within(rows[1]!).getByRole('link', { name: 'Finance' })).toHaveAttribute(
      'href',
      `/app/employees/departments/${state.rows[0]!.id}`,
    );
    expect(state.listQueries.at(-1)).toEqual({ page: 1, perPage: 20, search: undefined });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search departments by name' }), 'fin');
    await waitFor(() => expect(currentUrl()).toBe('/app/employees/departments?tab=all&search=fin'));
    expect(state.listQueries.at(-1)).toEqual({ page: 1, perPage: 20, search: 'fin' });
  });

  it('pages through the URL, keeping the tab; a search goes back to page 1', async () => {
    state.rows = [dept({ name: 'Finance' })];
    state.total = 45;
    renderAt('tab=all');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(router.replace).toHaveBeenLastCalledWith('/app/employees/departments?tab=all&page=2', {
      scroll: false,
    });
    expect(state.listQueries.at(-1)).toEqual({ page: 2, perPage: 20, search: undefined });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search departments by name' }), 'fin');
    await waitFor(() => expect(currentUrl()).toBe('/app/employees/departments?tab=all&search=fin'));
    expect(state.listQueries.at(-1)).toEqual({ page: 1, perPage: 20, search: 'fin' });
  });

  it('creates a department, showing a missing name and the API’s field error on the name field', async () => {
    state.rows = [];
    state.total = 0;
    renderAt();
    expect(screen.getByText('No departments yet')).toBeInTheDocument();
    // The empty state offers the next action, as does the toolbar.
    await userEvent.click(screen.getAllByRole('button', { name: 'Create department' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create a department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create department' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(state.create).not.toHaveBeenCalled();

    state.create.mockRejectedValueOnce(
      new ApiError('The data is not valid.', 422, 'VALIDATION_FAILED', {
        name: ['A department with this name already exists.'],
      }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create department' }));
    expect(
      await within(dialog).findByText('A department with this name already exists.'),
    ).toBeInTheDocument();
    expect(state.create).toHaveBeenLastCalledWith({ name: 'Finance', description: null });

    state.create.mockResolvedValueOnce({ message: 'Department created.', data: dept({ name: 'Finance 2' }) });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Finance 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create department' }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Department created.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a department with its values filled in', async () => {
    state.rows = [dept({ id: 'd1', name: 'Finance', description: 'Money' })];
    state.total = 1;
    state.update.mockResolvedValueOnce({ message: 'Department updated.', data: state.rows[0] });
    renderAt('tab=all');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Finance' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Finance');
    await userEvent.type(name, ' Team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(state.update).toHaveBeenCalledWith({ id: 'd1', name: 'Finance Team', description: 'Money' }),
    );
  });

  it('asks before deleting, warns about employees, and shows the API’s refusal as a toast', async () => {
    state.rows = [dept({ id: 'd1', name: 'Finance', employeeCount: 2 })];
    state.total = 1;
    state.remove.mockRejectedValueOnce(
      new ApiError(
        'Finance still has 2 employees. Move them to another department before deleting it.',
        409,
        'CONFLICT',
      ),
    );
    renderAt('tab=all');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Finance' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Finance?' });
    expect(confirm).toHaveTextContent('Finance still has 2 employees.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete department' }));
    await waitFor(() =>
      expect(state.toast.error).toHaveBeenCalledWith(
        'Finance still has 2 employees. Move them to another department before deleting it.',
      ),
    );
    expect(state.remove).toHaveBeenCalledWith('d1');
    // Refused: the dialog stays open for the user to cancel.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('hides the write controls without the employees permission', () => {
    state.permissions = ['leave'];
    state.rows = [dept({ name: 'Finance' })];
    state.total = 1;
    renderAt('tab=all');
    expect(screen.queryByRole('button', { name: 'Create department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Finance' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Job roles' })).toBeInTheDocument();
  });
});

describe('Departments screen — without tab', () => {
  it('selects employees and moves them into a chosen department', async () => {
    state.rows = [dept({ id: 'd1', name: 'Finance' })];
    state.addEmployees.mockImplementation((_v, { onSuccess }) =>
      onSuccess({ message: 'Employees moved to Finance.' }),
    );
    renderAt('tab=without');
    expect(screen.getByRole('link', { name: 'Without department' })).toHaveAttribute('aria-current', 'page');
    const add = await screen.findByRole('button', { name: 'Add to department' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Obi' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bayo Ade' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add to a department' });
    expect(dialog).toHaveTextContent('Move 2 employees');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to department' }));
    expect(within(dialog).getByText('Choose a department.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'd1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to department' }));
    expect(state.addEmployees).toHaveBeenCalledWith(
      { departmentId: 'd1', employeeIds: ['e1', 'e2'] },
      expect.anything(),
    );
    expect(state.toast.success).toHaveBeenCalledWith('Employees moved to Finance.');
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });
});
