import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InterviewDialog } from '@/components/hiring/pipeline-dialogs';
import { lookupEmployees } from '@/lib/api/employees';
import type { Application } from '@/lib/contracts/hiring';
import type { EmployeeLookupQuery } from '@/lib/contracts/employees';
import { envelope, me, renderScreen, summary } from '../employees/helpers';

const schedule = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@/lib/queries/hiring', () => ({
  useScheduleInterviewMutation: () => schedule,
  useRejectApplicationMutation: () => ({ mutate: vi.fn(), isPending: false }),
  useSendOfferMutation: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));

// 60 employees: the old picker listed the first 50 and had no search.
const staff = Array.from({ length: 60 }, (_, i) =>
  summary({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    staffId: `DF-${String(i + 1).padStart(3, '0')}`,
    firstName: i === 59 ? 'Zainab' : `Person${i + 1}`,
    lastName: i === 59 ? 'Usman' : 'Staff',
  }),
);
const application = { id: 'a1', firstName: 'Chidi', lastName: 'Okeke' } as unknown as Application;

beforeEach(() => {
  schedule.mutate.mockReset();
  vi.mocked(lookupEmployees).mockImplementation((q: EmployeeLookupQuery = {}) => {
    const term = q.search?.toLowerCase();
    const hits = term
      ? staff.filter((e) => `${e.firstName} ${e.lastName}`.toLowerCase().includes(term))
      : staff;
    const page = Number(q.page ?? 1);
    const perPage = Number(q.perPage ?? 20);
    return Promise.resolve(
      envelope(hits.slice((page - 1) * perPage, page * perPage), {
        page,
        perPage,
        total: hits.length,
        totalPages: Math.ceil(hits.length / perPage),
      }),
    );
  });
});

describe('InterviewDialog interviewers', () => {
  it('finds the 60th employee by searching and schedules them as an interviewer', async () => {
    renderScreen(<InterviewDialog application={application} open onOpenChange={() => {}} />);
    const field = screen.getByRole('combobox', { name: 'Interviewers' });
    await userEvent.type(field, 'zainab');
    await userEvent.click(await screen.findByRole('option', { name: /Zainab Usman/ }));
    expect(lookupEmployees).toHaveBeenLastCalledWith({ search: 'zainab', page: 1, perPage: 20 });
    expect(
      within(screen.getByRole('list', { name: '1 person chosen' })).getByText('Zainab Usman'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(schedule.mutate).toHaveBeenCalledTimes(1);
    expect(schedule.mutate.mock.calls[0]![0].body.interviewerIds).toEqual([staff[59]!.id]);
  });
});
