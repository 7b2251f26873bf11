import { screen, within } from '@testing-library/react';
import { LeaveRequests } from '@/components/leave/leave-requests';
import type { LeaveRequest } from '@/lib/contracts/leave';
import { defaultLeaveTypeKey } from '@/lib/leave-type-names';
import { renderWithIntl } from '../../app/render-with-intl';
import { setUrl } from '../memory-router';

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('@/lib/queries/permissions', () => ({
  usePermissions: () => ({ can: () => false, orgId: 'org-1' }),
}));
vi.mock('@/lib/queries/leave', () => {
  const idle = { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn() };
  const mutation = () => ({ mutateAsync: vi.fn(), isPending: false });
  const request = (id: string, name: string): LeaveRequest => ({
    id,
    employee: { id: `e-${id}`, firstName: 'Ada', lastName: id },
    leaveType: { id: `t-${id}`, name, paid: true },
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
  });
  return {
    useLeaveRequests: () => ({
      ...idle,
      data: {
        data: [request('a', 'Annual leave'), request('b', 'Study leave')],
        meta: { page: 1, perPage: 20, total: 2, totalPages: 1 },
      },
    }),
    useLeaveFilters: () => ({
      ...idle,
      data: {
        types: [
          { id: 't-a', name: 'Annual leave' },
          { id: 't-u', name: 'Unpaid leave' },
          { id: 't-b', name: 'Study leave' },
        ],
        departments: [],
      },
    }),
    useLeaveTypes: () => ({ ...idle, data: [] }),
    useLeaveDuration: () => idle,
    useCreateLeaveRequestMutation: mutation,
    useUpdateLeaveRequestMutation: mutation,
    useReviewLeaveMutation: mutation,
    useEndLeaveMutation: mutation,
  };
});

describe('[LEAVE] leave type names', () => {
  it('shows the default types in Chinese and a type the organisation named as it named it', () => {
    setUrl('/app/leave?tab=leave-requests');
    renderWithIntl(<LeaveRequests />, { locale: 'zh-CN' });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('年假')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Study leave')).toBeInTheDocument();
    const filter = screen.getAllByRole('combobox').find((c) => within(c).queryByText('无薪假'));
    expect(filter).toBeDefined();
    expect(document.body).not.toHaveTextContent('Annual leave');
    expect(document.body).not.toHaveTextContent('Unpaid leave');
  });

  it('recognises a default name whatever its case or spacing, and nothing else', () => {
    expect(defaultLeaveTypeKey(' annual  LEAVE ')).toBe('annual');
    expect(defaultLeaveTypeKey('Annual')).toBeNull();
  });
});
