import { screen } from '@testing-library/react';
import type { IntlError } from 'next-intl';
import { InterviewDialog } from '@/components/hiring/pipeline-dialogs';
import type { Application } from '@/lib/contracts/hiring';
import { renderWithIntl } from '../../app/render-with-intl';

vi.mock('@/lib/queries/hiring', () => ({
  useScheduleInterviewMutation: () => ({ mutate: vi.fn(), isPending: false }),
  useRejectApplicationMutation: () => ({ mutate: vi.fn(), isPending: false }),
  useSendOfferMutation: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('@/lib/queries/employees', () => ({
  useEmployeePickerSearch: () => ({ data: undefined, isPending: true }),
}));

const application = { id: 'a1', firstName: 'Chidi', lastName: 'Okeke' } as unknown as Application;

describe('InterviewDialog', () => {
  it.each([
    ['en-GB', 'Notes (sent with the invite)'],
    ['zh-CN', '备注（随邀请发送）'],
  ] as const)('labels the notes field in words (%s), with no message error', (locale, label) => {
    const errors: IntlError[] = [];
    renderWithIntl(<InterviewDialog application={application} open onOpenChange={() => {}} />, {
      locale,
      onError: (e) => errors.push(e),
    });
    expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByText(/hiring\.panel/)).not.toBeInTheDocument();
    expect(errors.map((e) => `${e.code}: ${e.message}`)).toEqual([]);
  });
});
