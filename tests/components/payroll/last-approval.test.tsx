import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { PayrollRunScreen } from '@/components/payroll/payroll-run';
import { PayrollRuns } from '@/components/payroll/payroll-runs';
import type { PayrollReleaseSummary } from '@/lib/contracts/payroll-release';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';
import { setUrl } from '../memory-router';
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
});

const ok = (data: unknown, meta?: unknown) =>
  HttpResponse.json({ message: 'OK', data, ...(meta ? { meta } : {}) });
const META = { page: 1, perPage: 20, total: 2, totalPages: 1 };
const renderScreen = (ui: ReactElement) =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

/** The last level (1 of 1) is the viewer's: Approve opens the release dialog. */
const lastLevel = (o: Parameters<typeof detail>[0] = {}) =>
  detail({
    approvalLevels: 1,
    approvedLevels: 0,
    nextApprover: { level: 1, userId: 'user-1', name: 'Ada Obi', hasPermission: true },
    ...o,
  });

const summary = (o: Partial<PayrollReleaseSummary> = {}): PayrollReleaseSummary => ({
  payrollId: run().id,
  payDate: '2026-11-30',
  releaseAt: '2026-11-30T05:00:00.000Z',
  defaultPayOn: 'payDate',
  currencies: [
    {
      currency: 'NGN',
      net: 40_000_000,
      transfers: 2,
      withoutAccount: 0,
      fees: 5_000,
      balance: 100_000_000,
      remaining: 59_995_000,
    },
  ],
  ...o,
});

describe('Last approval dialog (issue 29 §4)', () => {
  it('shows the net pay, fees, wallet balance and what remains, defaults to the pay date and sends payOn', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${BASE}/payroll/:id/release-summary`, () => ok(summary())),
      http.get(`${BASE}/payroll/:id`, () => ok(lastLevel(), META)),
      http.patch(`${BASE}/payroll/:id/approve`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(run({ status: 'approved', approvedLevels: 1, scheduledFor: '2026-11-30T05:00:00.000Z' }));
      }),
    );
    renderScreen(<PayrollRunScreen id={run().id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve level 1 of 1 and release pay?' });
    await within(dialog).findByTestId('release-figures');
    expect(within(dialog).getByTestId('release-net')).toHaveTextContent(
      /Net pay to release\s*NGN\s400,000\.00/,
    );
    expect(within(dialog).getByTestId('release-fees')).toHaveTextContent(/Fees\s*NGN\s50\.00/);
    expect(within(dialog).getByTestId('release-balance')).toHaveTextContent(
      /Wallet balance\s*NGN\s1,000,000\.00/,
    );
    expect(within(dialog).getByTestId('release-remaining')).toHaveTextContent(
      /Remaining after payment\s*NGN\s599,950\.00/,
    );
    const onPayDate = within(dialog).getByRole('radio', { name: /Pay on the pay date \(30 Nov 2026\)/ });
    const now = within(dialog).getByRole('radio', { name: /Pay now/ });
    expect(onPayDate).toBeChecked();
    expect(onPayDate).toBeEnabled();
    expect(now).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(bodies).toEqual([{ version: 2, payOn: 'payDate' }]));
  });

  it('“Pay now” can be chosen instead, and is the only choice once the pay date has passed', async () => {
    const bodies: unknown[] = [];
    let defaultPayOn: 'now' | 'payDate' = 'payDate';
    server.use(
      http.get(`${BASE}/payroll/:id/release-summary`, () => ok(summary({ defaultPayOn }))),
      http.get(`${BASE}/payroll/:id`, () => ok(lastLevel(), META)),
      http.patch(`${BASE}/payroll/:id/approve`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(run({ status: 'disbursing', approvedLevels: 1 }));
      }),
    );
    const view = renderScreen(<PayrollRunScreen id={run().id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('release-figures');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Pay now/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(bodies).toEqual([{ version: 2, payOn: 'now' }]));
    view.unmount();

    defaultPayOn = 'now';
    renderScreen(<PayrollRunScreen id={run().id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('release-figures');
    expect(within(dialog).getByRole('radio', { name: /Pay now/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Pay on the pay date/ })).toBeDisabled();
    expect(within(dialog).getByText('The pay date has passed.')).toBeInTheDocument();
  });

  it('a wallet short of the money disables the approval and says so', async () => {
    server.use(
      http.get(`${BASE}/payroll/:id/release-summary`, () =>
        ok(
          summary({
            currencies: [
              {
                currency: 'NGN',
                net: 40_000_000,
                transfers: 2,
                withoutAccount: 1,
                fees: 0,
                balance: 10_000_000,
                remaining: -30_000_000,
              },
            ],
          }),
        ),
      ),
      http.get(`${BASE}/payroll/:id`, () => ok(lastLevel(), META)),
    );
    renderScreen(<PayrollRunScreen id={run().id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('release-figures');
    expect(within(dialog).getByTestId('release-remaining')).toHaveTextContent(
      /-NGN\s300,000\.00|NGN\s-300,000\.00/,
    );
    expect(within(dialog).getByText(/wallet does not hold enough/)).toBeInTheDocument();
    expect(within(dialog).getByText(/without a bank account will not be paid/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve and pay' })).toBeDisabled();
  });
});

describe('Scheduled run and who a run waits for (issue 29 §3, §4)', () => {
  it('shows “Scheduled for 30 Nov 2026” and cancels the schedule with an Idempotency-Key', async () => {
    let key: string | null = null;
    server.use(
      http.get(`${BASE}/payroll/:id`, () =>
        ok(
          detail({
            status: 'approved',
            approvedLevels: 2,
            nextApprover: null,
            scheduledFor: '2026-11-30T05:00:00.000Z',
          }),
          META,
        ),
      ),
      http.post(`${BASE}/payroll/:id/cancel-schedule`, ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return ok({ status: 'approved', returned: { NGN: 40_000_000 } });
      }),
    );
    renderScreen(<PayrollRunScreen id={run().id} />);
    const card = await screen.findByTestId('scheduled-pay');
    expect(within(card).getByText('Scheduled for 30 Nov 2026')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel scheduled payment' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the scheduled payment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel scheduled payment' }));
    await waitFor(() => expect(key).toMatch(/^[0-9a-f-]{36}$/));
  });

  it('the runs list says when a scheduled run pays', async () => {
    setUrl('/app/payroll');
    server.use(
      http.get(`${BASE}/payroll/stats-card`, () => ok(stats)),
      http.get(`${BASE}/payroll`, () =>
        ok(
          [
            run({
              status: 'approved',
              approvedLevels: 2,
              nextApprover: null,
              scheduledFor: '2026-11-30T05:00:00.000Z',
            }),
          ],
          {
            page: 1,
            perPage: 10,
            total: 1,
            totalPages: 1,
          },
        ),
      ),
    );
    renderScreen(<PayrollRuns />);
    const table = await screen.findByRole('table', { name: 'Payroll runs' });
    expect(await within(table).findByText('Scheduled for 30 Nov 2026')).toBeInTheDocument();
  });

  it('names the approver it waits for and why the viewer cannot act', async () => {
    me.current = {
      ...employer,
      id: 'user-9',
      currentUserRole: { ...employer.currentUserRole, name: 'team_admin', permissions: ['payroll.create'] },
    };
    server.use(
      http.get(`${BASE}/payroll/:id`, () =>
        ok(
          detail({
            nextApprover: { level: 1, userId: 'user-2', name: 'Musa Bello', hasPermission: false },
          }),
          META,
        ),
      ),
    );
    renderScreen(<PayrollRunScreen id={run().id} />);
    const why = await screen.findByTestId('waiting-why');
    expect(within(why).getByRole('alert')).toHaveTextContent(
      'Musa Bello does not hold Approve payroll, so nobody can approve level 1.',
    );
    expect(why).toHaveTextContent(
      'You cannot approve payroll: you do not hold the Approve payroll permission.',
    );
    expect(screen.getAllByText('Waiting for level 1: Musa Bello').length).toBeGreaterThan(0);
  });
});
