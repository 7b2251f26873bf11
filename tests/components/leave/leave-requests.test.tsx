import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaveRequests } from '@/components/leave/leave-requests';
import type { LeaveRequest } from '@/lib/contracts/leave';
import { renderWithIntl } from '../../app/render-with-intl';
import { currentUrl, router, setUrl } from '../memory-router';

const state = vi.hoisted(() => ({ queries: [] as unknown[], total: 45 }));

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('@/lib/queries/permissions', () => ({
  usePermissions: () => ({ can: () => false, orgId: 'org-1' }),
}));
vi.mock('@/lib/queries/leave', () => {
  const idle = { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn() };
  const mutation = () => ({ mutateAsync: vi.fn(), isPending: false });
  return {
    useLeaveRequests: (query: { page: number }) => {
      state.queries.push(query);
      const rows: LeaveRequest[] = [
        {
          id: 'r1',
          employee: { id: 'e1', firstName: 'Ada', lastName: 'Obi' },
          leaveType: { id: 't1', name: 'Annual', paid: true },
          departmentId: null,
          startDate: '2026-11-02',
          endDate: '2026-11-06',
          halfDay: false,
          days: 5,
          status: 'pending',
          reason: null,
          reliever: null,
          reviewComment: null,
          reviewedAt: null,
          createdAt: '2026-10-20T09:00:00Z',
        },
      ];
      const meta = { page: query.page, perPage: 20, total: state.total, totalPages: 3 };
      return { ...idle, data: { data: rows, meta } };
    },
    useLeaveFilters: () => ({
      ...idle,
      data: { types: [{ id: 't1', name: 'Annual' }], departments: [{ id: 'd1', name: 'Finance' }] },
    }),
    useLeaveTypes: () => ({ ...idle, data: [] }),
    useLeaveDuration: () => idle,
    useCreateLeaveRequestMutation: mutation,
    useUpdateLeaveRequestMutation: mutation,
    useReviewLeaveMutation: mutation,
    useEndLeaveMutation: mutation,
  };
});

beforeEach(() => {
  state.queries = [];
  router.replace.mockClear();
  setUrl('/app/leave?tab=leave-requests');
});

describe('[LEAVE] requests tab', () => {
  it('keeps the page and filters in the URL beside the tab; a filter change goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithIntl(<LeaveRequests />);
    expect(state.queries.at(-1)).toEqual({
      page: 1,
      perPage: 20,
      status: undefined,
      leaveTypeId: undefined,
      departmentId: undefined,
      from: undefined,
      to: undefined,
    });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(router.replace).toHaveBeenLastCalledWith('/app/leave?tab=leave-requests&page=2', {
      scroll: false,
    });
    expect(state.queries.at(-1)).toMatchObject({ page: 2 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    expect(currentUrl()).toBe('/app/leave?tab=leave-requests&status=pending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'd1');
    expect(currentUrl()).toBe('/app/leave?tab=leave-requests&status=pending&departmentId=d1');
    expect(state.queries.at(-1)).toEqual({
      page: 1,
      perPage: 20,
      status: 'pending',
      leaveTypeId: undefined,
      departmentId: 'd1',
      from: undefined,
      to: undefined,
    });
    expect(within(screen.getByRole('table')).getByText('Ada Obi')).toBeInTheDocument();
    // dates as the app writes them, not the API's ISO
    expect(within(screen.getByRole('table')).getByText('2 Nov 2026 – 6 Nov 2026')).toBeInTheDocument();
  });

  it('reads its filters from a shared link, ignoring an unknown status', () => {
    setUrl('/app/leave?tab=leave-requests&status=nope&leaveTypeId=t1&from=2026-11-01&to=2026-11-30&page=3');
    renderWithIntl(<LeaveRequests />);
    expect(state.queries.at(-1)).toEqual({
      page: 3,
      perPage: 20,
      status: undefined,
      leaveTypeId: 't1',
      departmentId: undefined,
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});
