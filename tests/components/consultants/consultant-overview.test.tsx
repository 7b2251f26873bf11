import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ConsultantOverview } from '@/components/consultants/consultant-overview';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });
const client = (o: Record<string, unknown>) => ({
  country: 'NG',
  currency: 'NGN',
  dialCode: '+234',
  headcount: 14,
  subscription: {
    status: 'active',
    plan: 'starter',
    currentPeriodEnd: null,
    nextPaymentAt: null,
    daysLeft: 20,
    hasAccess: true,
  },
  walletBalances: [{ currency: 'NGN', amount: 100_000 }],
  monthlyGross: [{ currency: 'NGN', amount: 500_000 }],
  ...o,
});

describe('ConsultantOverview', () => {
  it('lists each client with its last payroll and the runs awaiting approval', async () => {
    server.use(
      http.get(`${BASE}/consultants/stats`, () =>
        ok({
          clients: 2,
          employees: 20,
          monthlyGross: [],
          subscriptionsEndingSoon: 0,
          subscriptionsExpired: 0,
        }),
      ),
      http.get(`${BASE}/consultants/organizations`, () =>
        ok([
          client({
            id: 'o1',
            name: 'Lagos Logistics Ltd',
            lastPayroll: { id: 'r1', period: '2026-10', status: 'paid' },
            openApprovals: 1,
          }),
          client({ id: 'o2', name: 'Abuja Clinics Ltd', lastPayroll: null, openApprovals: 0 }),
        ]),
      ),
    );
    renderWithIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ConsultantOverview />
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId('consultant-clients');
    expect(within(table).getByRole('columnheader', { name: 'Last payroll' })).toBeInTheDocument();
    const lagos = within(table).getByRole('row', { name: /Lagos Logistics Ltd/ });
    expect(lagos).toHaveTextContent('Oct 2026');
    expect(lagos).toHaveTextContent('Paid');
    expect(within(lagos).getAllByRole('cell')[4]).toHaveTextContent('1');
    expect(within(table).getByRole('row', { name: /Abuja Clinics Ltd/ })).toHaveTextContent('None yet');
  });
});
