import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { RemittanceAdd } from '@/components/remittances/remittance-add';
import { RemittanceLiabilities } from '@/components/remittances/remittance-liabilities';
import { RemittanceReceipts } from '@/components/remittances/remittance-receipts';
import { RemittancesOverview } from '@/components/remittances/remittances-overview';
import type { Liability, Receipt, TypeSummary } from '@/lib/contracts/remittances';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';
import { BASE, employer } from '../payroll/fixtures';
import { currentUrl, router, setUrl } from '../memory-router';

const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// the overview's returns panel (statutory-returns.test.tsx tests it): no returns here
const server = setupServer(
  http.get(`${BASE}/statutory/returns`, () =>
    HttpResponse.json({
      message: 'OK',
      data: { country: 'NG', monthly: [], annual: [], certificates: false },
    }),
  ),
);
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  me.current = employer;
  setUrl('/app/employees/remittances/paye');
  router.replace.mockClear();
});

const ok = (data: unknown, meta?: unknown) =>
  HttpResponse.json({ message: 'OK', data, ...(meta ? { meta } : {}) });
const renderScreen = (ui: ReactElement) =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const receipt = (o: Partial<Receipt> = {}): Receipt => ({
  id: 'r-1',
  type: 'paye',
  payee: 'Lagos',
  payrollId: '0d6f5a2e-1111-4111-8111-000000000001',
  payrollName: 'November 2026 payroll',
  period: '2026-11',
  currency: 'NGN',
  amount: 12_345_600,
  paidOn: '2026-12-05',
  reference: 'LIRS-0001',
  fileId: null,
  source: 'manual',
  createdAt: '2026-12-05T10:00:00Z',
  ...o,
});
/** The API's page of rows for the page the request asks for (45 rows in all, 20 a page). */
const paged = (request: Request, row: unknown) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return ok([row], { page, perPage: 20, total: 45, totalPages: 3 });
};

const card = (type: TypeSummary['type'], o: Partial<TypeSummary> = {}): TypeSummary => ({
  type,
  currency: 'NGN',
  outstanding: 0,
  overdue: 0,
  remitted: 0,
  liabilities: 0,
  nextDueDate: null,
  ...o,
});
const liability = (o: Partial<Liability> = {}): Liability => ({
  id: 'l-1',
  type: 'paye',
  payee: 'Lagos',
  payrollId: '0d6f5a2e-1111-4111-8111-000000000001',
  payrollName: 'November 2026 payroll',
  period: '2026-11',
  payDate: '2026-11-27',
  dueDate: '2026-12-10',
  currency: 'NGN',
  employeeAmount: 12_345_600,
  employerAmount: 0,
  amount: 12_345_600,
  remitted: 0,
  outstanding: 12_345_600,
  employees: 2,
  status: 'outstanding',
  ...o,
});

describe('Remittances overview', () => {
  it('shows one card per type with outstanding, overdue and remitted totals, linking to the type', async () => {
    server.use(
      http.get(`${BASE}/statutory/summary`, () =>
        ok([
          card('paye', {
            outstanding: 12_345_600,
            overdue: 100_000,
            liabilities: 2,
            nextDueDate: '2026-12-10',
          }),
          card('pension', { remitted: 5_000_000, liabilities: 1 }),
        ]),
      ),
    );
    renderScreen(<RemittancesOverview />);
    await screen.findByText('NGN 123,456.00');
    const links = within(screen.getByRole('list', { name: 'Remittance types' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/app/employees/remittances/paye',
      '/app/employees/remittances/pension',
    ]);
    expect(within(links[0]!).getByText('NGN 123,456.00')).toBeInTheDocument();
    expect(within(links[0]!).getByText('NGN 1,000.00')).toHaveClass('text-danger');
    expect(within(links[0]!).getByText('Next due 10 Dec 2026')).toBeInTheDocument();
    expect(within(links[1]!).getByText('NGN 50,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download upload sheet' })).toBeInTheDocument();
  });

  it('says what to do when no run has been approved yet, and retries a failed load', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/statutory/summary`, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ message: 'Database unavailable', code: 'INTERNAL' }, { status: 500 })
          : ok([card('paye'), card('pension')]);
      }),
    );
    renderScreen(<RemittancesOverview />);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Remittances due from your payroll runs/)).toBeInTheDocument();
  });
});

describe('Remittance type screen', () => {
  it('lists liabilities by run and payee with status, due date, schedules and record links; filters by status in the URL', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/statutory/paye/liabilities`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok(
          [
            liability(),
            liability({
              id: 'l-2',
              payee: 'Ogun',
              remitted: 500_000,
              outstanding: 0,
              amount: 500_000,
              status: 'remitted',
            }),
          ],
          { page: 1, perPage: 20, total: 2, totalPages: 1 },
        );
      }),
    );
    renderScreen(<RemittanceLiabilities type="paye" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'PAYE remittances' })).toBeInTheDocument();
    await screen.findByText('Lagos');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Lagos')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Outstanding')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Due 10 Dec 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /Record a remittance to Lagos/ })).toHaveAttribute(
      'href',
      '/app/employees/remittances/paye/add?payrollId=0d6f5a2e-1111-4111-8111-000000000001&payee=Lagos',
    );
    expect(within(rows[2]!).getByText('Remitted')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link', { name: /Record/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'overdue');
    expect(router.replace).toHaveBeenCalledWith('/app/employees/remittances/paye?status=overdue', {
      scroll: false,
    });
    expect(asked[0]).toContain('perPage=20');
  });

  it('keeps the page and the filters in the URL; a filter change goes back to page 1', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${BASE}/statutory/paye/liabilities`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return paged(request, liability());
      }),
    );
    setUrl('/app/employees/remittances/paye?payrollId=0d6f5a2e-1111-4111-8111-000000000001');
    renderScreen(<RemittanceLiabilities type="paye" />);
    await screen.findByText('1–20 of 45');
    expect(asked.at(-1)?.get('payrollId')).toBe('0d6f5a2e-1111-4111-8111-000000000001');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(currentUrl()).toBe(
      '/app/employees/remittances/paye?payrollId=0d6f5a2e-1111-4111-8111-000000000001&page=2',
    );
    await screen.findByText('21–40 of 45');
    expect(asked.at(-1)?.get('page')).toBe('2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'overdue');
    expect(currentUrl()).toBe(
      '/app/employees/remittances/paye?payrollId=0d6f5a2e-1111-4111-8111-000000000001&status=overdue',
    );
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('overdue'));
    expect(asked.at(-1)?.get('page')).toBe('1');
  });
});

describe('Remittance receipts', () => {
  it('reads its page from the URL and writes a page change back to ?page=', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${BASE}/statutory/payment-receipts`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return paged(request, receipt());
      }),
    );
    setUrl('/app/employees/remittances/paye/receipts?page=2');
    renderScreen(<RemittanceReceipts type="paye" />);
    await screen.findByText('21–40 of 45');
    expect(asked.at(-1)?.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(currentUrl()).toBe('/app/employees/remittances/paye/receipts?page=3');
    await screen.findByText('41–45 of 45');
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await screen.findByText('21–40 of 45');
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(currentUrl()).toBe('/app/employees/remittances/paye/receipts');
    await screen.findByText('1–20 of 45');
    expect(asked.at(-1)?.get('page')).toBe('1');
  });
});

describe('Add a remittance', () => {
  it('names the type once, leaves the currency out until a liability is chosen, then prefills the amount with separators', async () => {
    server.use(
      http.get(`${BASE}/statutory/paye/liabilities`, () =>
        ok([liability({ outstanding: 144_985_430, amount: 144_985_430 })], {
          page: 1,
          perPage: 100,
          total: 1,
          totalPages: 1,
        }),
      ),
    );
    setUrl('/app/employees/remittances/paye/add');
    renderScreen(<RemittanceAdd type="paye" />);
    const amount = await screen.findByLabelText('Amount paid');
    expect(screen.getByText('Record a PAYE remittance.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('(paye)');
    expect(document.body).not.toHaveTextContent('()');
    expect(amount).toHaveValue('');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Payroll run and payee/ }), [
      '0d6f5a2e-1111-4111-8111-000000000001|Lagos',
    ]);
    expect(await screen.findByLabelText('Amount paid (NGN)')).toHaveValue('1,449,854.30');
  });

  it('reads the same in Chinese: no type code after the name', async () => {
    server.use(
      http.get(`${BASE}/statutory/paye/liabilities`, () =>
        ok([liability()], { page: 1, perPage: 100, total: 1, totalPages: 1 }),
      ),
    );
    setUrl('/app/employees/remittances/paye/add');
    renderWithIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RemittanceAdd type="paye" />
      </QueryClientProvider>,
      { locale: 'zh-CN' },
    );
    expect(await screen.findByLabelText('已付金额')).toBeInTheDocument();
    expect(screen.getByText('记录一笔个人所得税（PAYE）缴款。')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('paye');
  });
});
