import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HiringFrame } from '@/components/hiring/hiring-frame';
import type { Job } from '@/lib/contracts/hiring';
import { renderWithIntl } from '../../app/render-with-intl';
import { currentUrl, router, setUrl } from '../memory-router';

const state = vi.hoisted(() => ({ queries: [] as unknown[], jobs: [] as Job[], total: 0 }));
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('@/components/layout/page-header', () => ({
  PageHeader: ({ title, actions }: { title: string; actions?: React.ReactNode }) => (
    <header>
      <h1>{title}</h1>
      {actions}
    </header>
  ),
}));
vi.mock('@/lib/queries/hiring', () => {
  const mutation = () => ({ mutateAsync: vi.fn(), isPending: false });
  return {
    useJobs: (q: unknown) => {
      state.queries.push(q);
      return {
        isPending: false,
        isError: false,
        error: null,
        data: {
          data: state.jobs,
          meta: {
            page: 1,
            perPage: 20,
            total: state.total || state.jobs.length,
            totalPages: Math.ceil((state.total || state.jobs.length) / 20) || 1,
          },
        },
      };
    },
    useJob: () => ({ data: undefined }),
    useToggleJobMutation: mutation,
    useDeleteJobMutation: mutation,
  };
});

const job = (o: Partial<Job>): Job => ({
  id: 'j1',
  title: 'Sales Rep',
  department: { id: 'd', name: 'Sales' },
  jobRole: null,
  employmentType: 'full_time',
  location: 'Lagos',
  remote: false,
  description: 'x',
  requirements: null,
  salaryMin: null,
  salaryMax: null,
  currency: 'NGN',
  showSalary: false,
  openings: 1,
  closingDate: null,
  questions: [],
  status: 'in-active',
  open: false,
  stageCounts: { applied: 3, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 2 },
  applicationCount: 6,
  careersPath: '/careers/demo',
  createdAt: '',
  updatedAt: '',
  ...o,
});

/** /app/hiring?<query>: the frame gets the tab, the jobs list reads its page and search from the URL. */
const renderAt = (query = '') => {
  setUrl(`/app/hiring${query ? `?${query}` : ''}`);
  return renderWithIntl(<HiringFrame searchParams={Object.fromEntries(new URLSearchParams(query))} />);
};

beforeEach(() => {
  state.queries = [];
  state.total = 0;
  router.replace.mockClear();
});

describe('[HIRING] jobs screen', () => {
  it('lists the tab in the URL with stage counts, and an empty active tab offers to post a job', () => {
    state.jobs = [job({})];
    const { unmount } = renderAt('tab=in-active&search=sal');
    expect(state.queries.at(-1)).toMatchObject({ tab: 'in-active', search: 'sal', page: 1 });
    expect(screen.getByRole('link', { name: 'Sales Rep' })).toHaveAttribute('href', '/app/hiring/j1');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    const counts = screen.getByLabelText('Applications by stage');
    expect(counts).toHaveTextContent('Applied3');
    expect(counts).toHaveTextContent('Rejected2');

    unmount();
    state.jobs = [];
    renderAt();
    expect(state.queries.at(-1)).toMatchObject({ tab: 'active' });
    expect(screen.getByText('No active job openings')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post a job' }).length).toBeGreaterThan(0);
  });

  it('pages through the URL, keeping the tab; a search goes back to page 1', async () => {
    state.jobs = [job({ status: 'active', open: true })];
    state.total = 45;
    renderAt('tab=active');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(router.replace).toHaveBeenLastCalledWith('/app/hiring?tab=active&page=2', { scroll: false });
    expect(state.queries.at(-1)).toMatchObject({ tab: 'active', page: 2 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'sal');
    await waitFor(() => expect(currentUrl()).toBe('/app/hiring?tab=active&search=sal'));
    expect(state.queries.at(-1)).toMatchObject({ tab: 'active', page: 1, search: 'sal' });
  });
});
