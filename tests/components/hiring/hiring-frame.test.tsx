import { screen } from '@testing-library/react';
import { HiringFrame } from '@/components/hiring/hiring-frame';
import type { Job } from '@/lib/contracts/hiring';
import { renderWithIntl } from '../../app/render-with-intl';

const state = vi.hoisted(() => ({ queries: [] as unknown[], jobs: [] as Job[] }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));
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
        data: { data: state.jobs, meta: { page: 1, perPage: 20, total: state.jobs.length, totalPages: 1 } },
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

describe('[HIRING] jobs screen', () => {
  it('lists the tab in the URL with stage counts, and an empty active tab offers to post a job', () => {
    state.jobs = [job({})];
    renderWithIntl(<HiringFrame searchParams={{ tab: 'in-active', search: 'sal' }} />);
    expect(state.queries.at(-1)).toMatchObject({ tab: 'in-active', search: 'sal', page: 1 });
    expect(screen.getByRole('link', { name: 'Sales Rep' })).toHaveAttribute('href', '/app/hiring/j1');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    const counts = screen.getByLabelText('Applications by stage');
    expect(counts).toHaveTextContent('Applied3');
    expect(counts).toHaveTextContent('Rejected2');

    state.jobs = [];
    renderWithIntl(<HiringFrame searchParams={{}} />);
    expect(state.queries.at(-1)).toMatchObject({ tab: 'active' });
    expect(screen.getByText('No active job openings')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post a job' }).length).toBeGreaterThan(0);
  });
});
