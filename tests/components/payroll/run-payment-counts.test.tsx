import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { EmployeePayrollHistory } from '@/components/payroll/employee-payroll-history';
import { PayrollRunScreen } from '@/components/payroll/payroll-run';
import type { EmployeePayrollHistoryEntry } from '@/lib/contracts/payroll';
import type { PayrollDisbursement } from '@/lib/contracts/payroll-disbursement';
import { renderWithIntl } from '../../app/render-with-intl';
import { setUrl } from '../memory-router';
import '../ui/dom-stubs';
import { BASE, detail, employer, run } from './fixtures';

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

const RUN_ID = run().id;
const totals = {
  NGN: {
    gross: 5_700_000_000,
    net: 4_560_000_000,
    paye: 570_000_000,
    deductions: 570_000_000,
    employerContributions: 456_000_000,
    employees: 57,
  },
};
const oneFailed: PayrollDisbursement = {
  progress: [
    { status: 'paid', currency: 'NGN', count: 56, amount: 4_480_000_000 },
    { status: 'failed', currency: 'NGN', count: 1, amount: 80_000_000 },
  ],
  failed: [
    {
      payrollEmployeeId: 'pe-9',
      employeeId: 'e-9',
      name: 'Tunde Bello',
      staffId: 'DF-0009',
      currency: 'NGN',
      amount: 80_000_000,
      accountNumberLast4: '1445',
      attempt: 1,
      status: 'failed',
      reason: 'Name mismatch — check before paying',
      providerReference: null,
      bankReference: null,
    },
  ],
};

describe('Payroll run totals: counts by payment status', () => {
  it('a partly paid run says 56 paid · 1 failed, never "57 employees paid"', async () => {
    server.use(
      http.get(`${BASE}/payroll/:id/disbursement`, () => ok(oneFailed)),
      http.get(`${BASE}/payroll/:id`, () =>
        ok(detail({ status: 'partially_paid', totals }), { page: 1, perPage: 20, total: 2, totalPages: 1 }),
      ),
    );
    renderScreen(<PayrollRunScreen id={RUN_ID} />);
    const counts = await screen.findByTestId('payment-counts-NGN');
    expect(counts).toHaveTextContent('56 paid · 1 failed');
    const card = screen.getByTestId('totals-NGN');
    expect(card).toHaveTextContent('57 employees');
    expect(card).not.toHaveTextContent('57 employees paid');
  });

  it('shows each status with people in it while a run is being paid', async () => {
    server.use(
      http.get(`${BASE}/payroll/:id/disbursement`, () =>
        ok({
          progress: [
            { status: 'pending', currency: 'NGN', count: 10, amount: 1 },
            { status: 'processing', currency: 'NGN', count: 7, amount: 1 },
            { status: 'paid', currency: 'NGN', count: 40, amount: 1 },
          ],
          failed: [],
        }),
      ),
      http.get(`${BASE}/payroll/:id`, () =>
        ok(detail({ status: 'disbursing', totals }), { page: 1, perPage: 20, total: 2, totalPages: 1 }),
      ),
    );
    renderScreen(<PayrollRunScreen id={RUN_ID} />);
    expect(await screen.findByTestId('payment-counts-NGN')).toHaveTextContent(
      '10 queued · 7 sent to the bank · 40 paid',
    );
  });

  it('before approval it counts the people in the run and asks for no payments', async () => {
    let asked = 0;
    server.use(
      http.get(`${BASE}/payroll/:id/disbursement`, () => {
        asked += 1;
        return ok(oneFailed);
      }),
      http.get(`${BASE}/payroll/:id`, () =>
        ok(detail({ status: 'pending_approval', totals }), { page: 1, perPage: 20, total: 2, totalPages: 1 }),
      ),
    );
    renderScreen(<PayrollRunScreen id={RUN_ID} />);
    const card = await screen.findByTestId('totals-NGN');
    expect(card).toHaveTextContent('57 employees');
    expect(card).not.toHaveTextContent(/paid/);
    expect(screen.queryByTestId('payment-counts-NGN')).toBeNull();
    expect(asked).toBe(0);
  });
});

const entry = (o: Partial<EmployeePayrollHistoryEntry>): EmployeePayrollHistoryEntry => ({
  payrollId: RUN_ID,
  payrollEmployeeId: 'pe-1',
  name: 'November payroll',
  period: '2026-11',
  payDate: '2026-11-27',
  runType: 'regular',
  currency: 'NGN',
  gross: 50_000_000,
  paye: 5_000_000,
  deductions: 5_000_000,
  net: 40_000_000,
  status: 'paid',
  runStatus: 'partially_paid',
  payoutStatus: 'paid',
  payoutFailureReason: null,
  ...o,
});

describe('Employee payroll history: the person’s own status', () => {
  it('paid in a partly paid run reads Paid; a failed payment shows its reason; before payment, the run’s', async () => {
    const rows = [
      entry({ payrollEmployeeId: 'pe-1', name: 'November payroll' }),
      entry({
        payrollEmployeeId: 'pe-2',
        name: 'October payroll',
        period: '2026-10',
        status: 'partially_paid',
        payoutStatus: 'failed',
        payoutFailureReason: 'Name mismatch — check before paying',
      }),
      entry({
        payrollEmployeeId: 'pe-3',
        name: 'December payroll',
        period: '2026-12',
        status: 'pending_approval',
        runStatus: 'pending_approval',
        payoutStatus: null,
      }),
    ];
    server.use(
      http.get(`${BASE}/employees/e-1/payroll-history`, () =>
        ok(rows, { page: 1, perPage: 12, total: 3, totalPages: 1 }),
      ),
    );
    renderScreen(<EmployeePayrollHistory employeeId="e-1" />);
    const table = await screen.findByRole('table', { name: 'Payroll history' });
    const rowOf = async (name: string) =>
      (await within(table).findByText(name)).closest('tr') as HTMLTableRowElement;
    const november = await rowOf('November payroll');
    expect(within(november).getByText('Paid')).toBeInTheDocument();
    expect(within(table).queryByText('Partly paid')).toBeNull();
    const october = await rowOf('October payroll');
    expect(within(october).getByText('Failed')).toBeInTheDocument();
    expect(within(october).getByText('Name mismatch — check before paying')).toBeInTheDocument();
    expect(within(await rowOf('December payroll')).getByText('Pending approval')).toBeInTheDocument();
  });
});
