import '../ui/dom-stubs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { CommsScreen } from '@/components/comms/comms-screen';
import { PollAnalyticsScreen } from '@/components/comms/poll-analytics';
import { PublicSuggestionBox } from '@/components/comms/public-suggestion-box';
import { SuggestionsScreen } from '@/components/comms/suggestions-screen';
import type { Comm, PollAnalytics, Suggestion } from '@/lib/contracts/comms';
import { loadMessages } from '@/lib/i18n/catalog';
import { createNavigation } from '../employees/navigation-mock';

const nav = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof createNavigation> }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => nav.current.module.useSearchParams(),
  usePathname: () => '/app/comms',
  useRouter: () => nav.current.module.useRouter(),
}));

const poll: Comm = {
  id: 'p1',
  type: 'poll',
  status: 'open',
  title: null,
  message: null,
  question: 'Which HMO plan for 2027?',
  multiple: false,
  anonymous: true,
  audience: { departmentIds: [], payrollGroupIds: [] },
  recipients: 58,
  responses: 31,
  sharedResponses: 2,
  responseRate: 31 / 58,
  closesAt: '2026-12-05T10:00:00Z',
  closedAt: null,
  sharedToken: 'shared-token-123',
  createdAt: '2026-11-21T09:00:00Z',
};
const announcement: Comm = {
  ...poll,
  id: 'a1',
  type: 'announcement',
  status: 'sent',
  question: null,
  title: 'New payslip portal',
  message: 'From December.',
  sharedToken: null,
  closesAt: null,
};
const analytics: PollAnalytics = {
  ...poll,
  options: [
    { id: 'o1', label: 'Basic', count: 10, share: 10 / 31 },
    { id: 'o2', label: 'Family', count: 21, share: 21 / 31 },
  ],
  overTime: [
    { date: '2026-11-21', count: 12, cumulative: 12 },
    { date: '2026-11-22', count: 19, cumulative: 31 },
  ],
  byDepartment: [
    {
      departmentId: 'd1',
      name: 'Operations',
      recipients: 20,
      responses: 12,
      responseRate: 0.6,
      hidden: false,
      counts: { o1: 4, o2: 8 },
    },
    {
      departmentId: 'd2',
      name: 'Finance',
      recipients: 6,
      responses: null,
      responseRate: null,
      hidden: true,
      counts: {},
    },
  ],
};
const suggestion: Suggestion = {
  id: 's1',
  message: 'A water dispenser upstairs, please.',
  category: 'Facilities',
  anonymous: true,
  author: null,
  source: 'box',
  status: 'new',
  createdAt: '2026-11-23T10:00:00Z',
};

const q = <T,>(data: T) => ({ isPending: false, isError: false, data, error: null, refetch: vi.fn() });
const idle = { mutateAsync: vi.fn(), isPending: false };
vi.mock('@/lib/queries/comms', () => ({
  useComms: () =>
    q({ message: 'OK', data: [poll, announcement], meta: { page: 1, perPage: 20, total: 2, totalPages: 1 } }),
  usePoll: () => q(analytics),
  useSuggestions: () =>
    q({ message: 'OK', data: [suggestion], meta: { page: 1, perPage: 20, total: 1, totalPages: 1 } }),
  useSuggestionBox: () => q({ token: 'box-token-123456', categories: ['Facilities'] }),
  usePublicSuggestionBox: () => q({ organizationName: 'Demo Foods Ltd', available: true }),
  useAudienceCount: () => q(0),
  useCreateCommMutation: () => idle,
  useClosePollMutation: () => idle,
  useArchiveSuggestionMutation: () => idle,
  useDeleteSuggestionMutation: () => idle,
  useRotateBoxMutation: () => idle,
  useSendBoxSuggestionMutation: () => idle,
}));
vi.mock('recharts', async (original) => {
  const actual = await original<typeof import('recharts')>();
  // jsdom has no layout: give the charts a fixed size.
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: ReactElement }) => (
      <div style={{ width: 600, height: 300 }}>{children}</div>
    ),
  };
});

function renderStrict(ui: ReactElement, locale: 'en-GB' | 'zh-CN') {
  nav.current = createNavigation('');
  const onError = (error: Error) => {
    throw error;
  };
  return render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} onError={onError} timeZone="UTC">
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const screens: [string, () => ReactElement, RegExp][] = [
  ['comms list', () => <CommsScreen />, /Which HMO plan for 2027\?/],
  ['poll analytics', () => <PollAnalyticsScreen id="p1" />, /Fewer than 5 answers|少于 5 个回答/],
  ['suggestions', () => <SuggestionsScreen />, /A water dispenser upstairs/],
  ['public suggestion box', () => <PublicSuggestionBox token="box-token-123456" />, /Demo Foods Ltd/],
];

describe('comms screens', () => {
  it.each(screens)('%s renders every string in en-GB and zh-CN', (_name, ui, text) => {
    const { unmount } = renderStrict(ui(), 'en-GB');
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    unmount();
    renderStrict(ui(), 'zh-CN');
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(
      screen
        .getAllByRole('heading')
        .some((h) => /\p{Script=Han}/u.test(h.textContent ?? '') || h.textContent === analytics.question),
    ).toBe(true);
  });

  it('shows the list with status, response rate and the shared-link button', () => {
    renderStrict(<CommsScreen />, 'en-GB');
    expect(screen.getByText('31 of 58')).toBeInTheDocument();
    expect(screen.getByText('53.4% response rate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy shared link' })).toBeInTheDocument();
    expect(screen.getByText('New payslip portal')).toBeInTheDocument();
  });

  it('hides a small department of an anonymous poll and shows the others', () => {
    renderStrict(<PollAnalyticsScreen id="p1" />, 'en-GB');
    expect(screen.getByTestId('poll-responses')).toHaveTextContent('31');
    expect(screen.getByTestId('poll-rate')).toHaveTextContent('53.4%');
    expect(screen.getByText('Fewer than 5 answers: hidden to protect anonymity')).toBeInTheDocument();
    expect(screen.getByText('12 / 20 answered · 60%')).toBeInTheDocument();
    expect(screen.getByTestId('option-count-1')).toHaveTextContent('21 answers · 67.7%');
    expect(screen.getByRole('button', { name: 'Close poll now' })).toBeInTheDocument();
  });

  it('shows shared-link answers apart: beside the responses and below the departments, in no department', () => {
    renderStrict(<PollAnalyticsScreen id="p1" />, 'en-GB');
    expect(screen.getByTestId('poll-responses').parentElement).toHaveTextContent('2 by shared link');
    expect(screen.getByTestId('poll-shared-responses')).toHaveTextContent(
      'By shared link: 2 (anonymous, in no department)',
    );
    expect(screen.queryByText('No department')).toBeNull();
  });
});
