import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { PayrollRunScreen } from '@/components/payroll/payroll-run';
import { PayrollRuns } from '@/components/payroll/payroll-runs';
import { renderWithIntl } from '../../app/render-with-intl';
import { currentUrl, setUrl } from '../memory-router';
import '../ui/dom-stubs';
import { BASE, detail, employer, run, stats } from './fixtures';

const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  me.current = employer;
  setUrl('/app/payroll');
});

const ok = (data: unknown, meta?: unknown) =>
  HttpResponse.json({ message: 'OK', data, ...(meta ? { meta } : {}) });
const renderScreen = (ui: ReactElement) =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('Payroll runs list', () => {
  it('shows the stats cards and the runs with their status, and filters by status', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/payroll/stats-card`, () => ok(stats)),
      http.get(`${BASE}/payroll`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const status = url.searchParams.get('status');
        const rows = [
          run(),
          run({ id: 'r-2', name: 'Payroll October 2026', period: '2026-10', status: 'approved' }),
        ].filter((r) => !status || r.status === status);
        return ok(rows, { page: 1, perPage: 10, total: rows.length, totalPages: 1 });
      }),
    );
    renderScreen(<PayrollRuns />);
    const table = await screen.findByRole('table', { name: 'Payroll runs' });
    await within(table).findByText('Payroll November 2026');
    expect(within(table).getByRole('link', { name: 'Payroll November 2026' })).toHaveAttribute(
      'href',
      `/app/payroll/${run().id}`,
    );
    expect(within(table).getByText('Pending approval')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-net')).toHaveTextContent(/NGN\s400,000\.00/);
    expect(screen.getByTestId('stat-net')).toHaveTextContent('+25.0% on the previous run');
    expect(screen.getByTestId('stat-awaiting')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Run payroll' })).toHaveAttribute('href', '/app/payroll/create');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'approved');
    await waitFor(() => expect(within(table).queryByText('Payroll November 2026')).not.toBeInTheDocument());
    expect(asked.at(-1)).toContain('status=approved');
  });

  it('keeps its page in the URL: opens on the page named there and writes the next one back', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/payroll/stats-card`, () => ok(stats)),
      http.get(`${BASE}/payroll`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(String(page));
        return ok([run({ id: `r-${page}`, name: `Run on page ${page}` })], {
          page,
          perPage: 10,
          total: 25,
          totalPages: 3,
        });
      }),
    );
    setUrl('/app/payroll?page=2');
    renderScreen(<PayrollRuns />);
    expect(await screen.findByText('Run on page 2')).toBeInTheDocument();
    expect(asked).toEqual(['2']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Run on page 3')).toBeInTheDocument();
    expect(currentUrl()).toBe('/app/payroll?page=3');
  });

  it('shows the empty state and a failure with a retry', async () => {
    server.use(
      http.get(`${BASE}/payroll/stats-card`, () =>
        ok({ ...stats, lastRun: null, currencies: {}, awaitingApproval: 0, nextPayDate: null }),
      ),
      http.get(`${BASE}/payroll`, () => ok([], { page: 1, perPage: 10, total: 0, totalPages: 0 })),
    );
    renderScreen(<PayrollRuns />);
    expect(await screen.findByText('No payroll runs yet')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/payroll/stats-card`, () => ok(stats)),
      http.get(`${BASE}/payroll`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Database is resting', code: 'INTERNAL' }, { status: 500 })
          : ok([run()], { page: 1, perPage: 10, total: 1, totalPages: 1 });
      }),
    );
    renderScreen(<PayrollRuns />);
    expect(await screen.findByText('Database is resting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Payroll November 2026' })).toBeInTheDocument();
  });
});

describe('Payroll run screen', () => {
  it('opens a payslip listing every line with its basis and rule', async () => {
    server.use(
      http.get(`${BASE}/payroll/:id`, () => ok(detail(), { page: 1, perPage: 20, total: 2, totalPages: 1 })),
    );
    renderScreen(<PayrollRunScreen id={run().id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Chinedu Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payslip: Chinedu Okafor' });
    const lines = within(dialog).getAllByTestId('payslip-line');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveTextContent('Pension (employee)');
    expect(lines[1]).toHaveTextContent('8% of basic + housing + transport');
    expect(lines[1]).toHaveTextContent('PRA 2014 s.4(1)');
    expect(lines[1]).toHaveTextContent(/NGN\s24,000\.00/);
    expect(within(dialog).getByText('Net pay', { selector: 'dt' }).nextSibling).toHaveTextContent(
      /NGN\s240,000\.00/,
    );
    expect(screen.getByTestId('totals-NGN')).toHaveTextContent(/NGN\s400,000\.00/);
  });

  it('approves the current version and rejects only with a reason', async () => {
    const bodies: { path: string; body: unknown }[] = [];
    server.use(
      http.get(`${BASE}/payroll/:id`, () => ok(detail(), { page: 1, perPage: 20, total: 2, totalPages: 1 })),
      http.patch(`${BASE}/payroll/:id/approve`, async ({ request }) => {
        bodies.push({ path: 'approve', body: await request.json() });
        return ok(run({ approvedLevels: 1 }));
      }),
      http.patch(`${BASE}/payroll/:id/reject`, async ({ request }) => {
        bodies.push({ path: 'reject', body: await request.json() });
        return ok(run({ status: 'rejected' }));
      }),
    );
    renderScreen(<PayrollRunScreen id={run().id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve level 1 of 2?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodies).toEqual([{ path: 'approve', body: { version: 2 } }]));

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this run?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason to reject.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Overtime missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodies[1]).toEqual({ path: 'reject', body: { version: 2, reason: 'Overtime missing' } }),
    );
  });

  it('disables approving when the level belongs to someone else, and shows the timeline', async () => {
    server.use(
      http.get(`${BASE}/payroll/:id`, () =>
        ok(
          detail({
            approvedLevels: 1,
            nextApprover: { level: 2, userId: 'user-2', name: 'Musa Bello', hasPermission: true },
            approvals: [
              {
                id: 'a1',
                level: 1,
                userId: 'user-1',
                userName: 'Ada Obi',
                decision: 'approved',
                comment: null,
                version: 2,
                voided: false,
                createdAt: '2026-11-24T11:00:00Z',
              },
            ],
          }),
          { page: 1, perPage: 20, total: 2, totalPages: 1 },
        ),
      ),
    );
    renderScreen(<PayrollRunScreen id={run().id} />);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByText('The current level is for another approver.')).toBeInTheDocument();
    expect(screen.getByTestId('timeline-entry')).toHaveTextContent('Level 1 approved by Ada Obi');
    expect(screen.getAllByText('Waiting for level 2: Musa Bello').length).toBeGreaterThan(0);
  });

  it('answers another organisation’s run with not found', async () => {
    server.use(
      http.get(`${BASE}/payroll/:id`, () =>
        HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderScreen(<PayrollRunScreen id="nope" />);
    expect(await screen.findByText('Payroll run not found')).toBeInTheDocument();
  });
});
