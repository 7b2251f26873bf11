import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DisbursementProgress } from '@/components/payroll/disbursement-progress';
import type { PayrollDisbursement } from '@/lib/contracts/payroll-disbursement';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';
import { BASE, detail, employer } from './fixtures';

const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));
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

const ok = (data: unknown) => HttpResponse.json({ message: 'Failed payments sent again: 1.', data });
const partly: PayrollDisbursement = {
  progress: [
    { status: 'paid', currency: 'NGN', count: 2, amount: 300_000 },
    { status: 'failed', currency: 'NGN', count: 1, amount: 50_000 },
  ],
  failed: [
    {
      payrollEmployeeId: 'pe-9',
      employeeId: 'e-9',
      name: 'Ifeoma Chukwu',
      staffId: 'DF-0061',
      currency: 'NGN',
      amount: 50_000,
      accountNumberLast4: '0000',
      attempt: 1,
      status: 'failed',
      reason: 'Account closed',
      providerReference: null,
      bankReference: null,
    },
  ],
};

describe('Disbursement progress', () => {
  it('shows counts and amounts by status, the failed row with its reason, and retries after confirmation', async () => {
    let retried = 0;
    let key: string | null = null;
    server.use(
      http.get(`${BASE}/payroll/run-1/disbursement`, () => ok(partly)),
      http.post(`${BASE}/payroll/run-1/retry-failed`, ({ request }) => {
        retried += 1;
        key = request.headers.get('Idempotency-Key');
        return ok({ retried: 1, status: 'disbursing' });
      }),
    );
    renderWithIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DisbursementProgress detail={detail({ id: 'run-1', status: 'partially_paid' })} />
      </QueryClientProvider>,
    );
    const paid = await screen.findByTestId('payout-paid');
    expect(paid).toHaveTextContent('2 payments');
    expect(paid).toHaveTextContent('3,000.00');
    const failed = screen.getByTestId('failed-payouts');
    expect(within(failed).getByText('Ifeoma Chukwu')).toBeInTheDocument();
    expect(within(failed).getByText('Account closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed payments' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry failed payments' }));
    await waitFor(() => expect(retried).toBe(1));
    // the retry moves money: it carries an Idempotency-Key so a resent request is answered once
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps refetching the run while it is disbursing and nothing is in flight, not just once', async () => {
    // right after a retry the first progress seen is the old settled one; the run must still be refetched
    // when the retried payment settles later (CI once saw a run stuck on "on their way" with everything paid)
    const inFlight: PayrollDisbursement = {
      progress: [
        { status: 'paid', currency: 'NGN', count: 2, amount: 300_000 },
        { status: 'processing', currency: 'NGN', count: 1, amount: 50_000 },
      ],
      failed: [],
    };
    const allPaid: PayrollDisbursement = {
      progress: [{ status: 'paid', currency: 'NGN', count: 3, amount: 350_000 }],
      failed: [],
    };
    const answers = [partly, inFlight, allPaid];
    server.use(http.get(`${BASE}/payroll/run-1/disbursement`, () => ok(answers.shift() ?? allPaid)));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidated: unknown[] = [];
    const spy = vi.spyOn(qc, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
    renderWithIntl(
      <QueryClientProvider client={qc}>
        <DisbursementProgress detail={detail({ id: 'run-1', status: 'disbursing' })} />
      </QueryClientProvider>,
    );
    const runRefetches = () =>
      invalidated.filter((k) => Array.isArray(k) && k.includes('detail') && k.includes('run-1')).length;
    await waitFor(() => expect(runRefetches()).toBe(1));
    await waitFor(() => expect(screen.getByTestId('payout-processing')).toHaveTextContent('1 payment'), {
      timeout: 5000,
    });
    expect(runRefetches()).toBe(1);
    await waitFor(() => expect(runRefetches()).toBe(2), { timeout: 5000 });
    // the progress itself is not among what it invalidates (that would poll in a tight loop)
    expect(invalidated.some((k) => Array.isArray(k) && k.includes('disbursement'))).toBe(false);
    spy.mockRestore();
  }, 15_000);

  it('shows nothing before the run is approved', () => {
    const { container } = renderWithIntl(
      <QueryClientProvider client={new QueryClient()}>
        <DisbursementProgress detail={detail({ status: 'pending_approval' })} />
      </QueryClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Disbursement progress in Chinese', () => {
  it('words the provider’s failure reason in the reader’s language, and keeps an unknown one as given', async () => {
    const twoFailed: PayrollDisbursement = {
      ...partly,
      failed: [
        partly.failed[0]!,
        { ...partly.failed[0]!, payrollEmployeeId: 'pe-10', name: 'Bayo Ade', reason: 'Bank timeout 91' },
      ],
    };
    server.use(http.get(`${BASE}/payroll/run-1/disbursement`, () => ok(twoFailed)));
    renderWithIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DisbursementProgress detail={detail({ id: 'run-1', status: 'partially_paid' })} />
      </QueryClientProvider>,
      { locale: 'zh-CN' },
    );
    const failed = await screen.findByTestId('failed-payouts');
    expect(within(failed).getByText('账户已关闭')).toBeInTheDocument();
    expect(within(failed).queryByText('Account closed')).toBeNull();
    expect(within(failed).getByText('Bank timeout 91')).toBeInTheDocument();
  });
});
