import { screen, within } from '@testing-library/react';
import { approvedLeavePhase, LeaveRequestActions } from '@/components/leave/leave-request-actions';
import { EmployeesOnLeave } from '@/components/leave/employees-on-leave';
import type { AwayEntry, LeaveRequest } from '@/lib/contracts/leave';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({ active: [] as unknown[] }));
vi.mock('@/lib/queries/permissions', () => ({ usePermissions: () => ({ can: () => true, orgId: 'org-1' }) }));
vi.mock('@/lib/queries/leave', () => {
  const mutation = () => ({ mutateAsync: vi.fn(), isPending: false });
  return {
    useActiveLeave: () => ({
      data: state.active,
      isPending: false,
      isError: false,
      error: null,
      refetch: vi.fn(),
    }),
    useEndLeaveMutation: mutation,
    useReviewLeaveMutation: mutation,
  };
});

const leave = (o: Partial<LeaveRequest> = {}): LeaveRequest =>
  ({
    id: 'r1',
    employee: { id: 'e1', firstName: 'Kelechi', lastName: 'Ibrahim' },
    leaveType: { id: 't1', name: 'Annual', paid: true },
    departmentId: null,
    startDate: '2026-11-23',
    endDate: '2026-11-27',
    halfDay: false,
    days: 5,
    status: 'approved',
    reason: null,
    reliever: null,
    reviewComment: null,
    reviewedAt: null,
    createdAt: '2026-11-01T09:00:00Z',
    ...o,
  }) as LeaveRequest;

afterEach(() => vi.useRealTimers());
const onDay = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${iso}T10:00:00Z`));
};

describe('[LEAVE] end early', () => {
  it('names where approved leave stands: upcoming before its first day, ongoing through its last, then over', () => {
    const r = { startDate: '2026-11-23', endDate: '2026-11-27' };
    expect(approvedLeavePhase(r, '2026-11-22')).toBe('upcoming');
    expect(approvedLeavePhase(r, '2026-11-23')).toBe('ongoing');
    expect(approvedLeavePhase(r, '2026-11-27')).toBe('ongoing');
    expect(approvedLeavePhase(r, '2026-11-28')).toBe('over');
  });

  it('offers "End early" only while the leave is under way, "Cancel" before it starts and nothing once over', () => {
    onDay('2026-11-25');
    const { unmount } = renderWithIntl(<LeaveRequestActions request={leave()} onEdit={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'End the leave of Kelechi Ibrahim early' }),
    ).toBeInTheDocument();
    unmount();

    onDay('2026-11-20');
    const before = renderWithIntl(<LeaveRequestActions request={leave()} onEdit={() => {}} />);
    expect(screen.queryByRole('button', { name: /early/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
    before.unmount();

    onDay('2026-11-28');
    const { container } = renderWithIntl(<LeaveRequestActions request={leave()} onEdit={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('[LEAVE] dates in the app’s format', () => {
  const away: AwayEntry = { ...leave(), returnDate: '2026-11-30' };

  it.each([
    ['en-GB', '23 Nov 2026 – 27 Nov 2026', '30 Nov 2026'],
    ['zh-CN', '2026年11月23日 – 2026年11月27日', '2026年11月30日'],
  ] as const)(
    'the employees-on-leave table writes its dates as the app does (%s), not ISO',
    (locale, range, back) => {
      onDay('2026-11-25');
      state.active = [away];
      renderWithIntl(<EmployeesOnLeave />, { locale });
      const row = screen.getAllByRole('row')[1]!;
      expect(within(row).getByText(range)).toBeInTheDocument();
      expect(within(row).getByText(back)).toBeInTheDocument();
      expect(within(row).queryByText(/2026-11/)).toBeNull();
    },
  );
});
