import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PayrollRunScreen } from '@/components/payroll/payroll-run';
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
  setUrl(`/app/payroll/${run().id}`);
});

const renderRun = (data: ReturnType<typeof detail>) => {
  server.use(
    http.get(`${BASE}/payroll/:id`, () =>
      HttpResponse.json({ message: 'OK', data, meta: { page: 1, perPage: 20, total: 2, totalPages: 1 } }),
    ),
  );
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PayrollRunScreen id={run().id} />
    </QueryClientProvider>,
  );
};

describe('Off-cycle run screen', () => {
  it('shows the amounts the run pays and how each kind is taxed, instead of a comparison with regular runs', async () => {
    renderRun(
      detail({
        runType: 'off-cycle',
        offCycle: {
          country: 'NG',
          count: 2,
          amounts: [
            {
              employeeId: 'e-1',
              name: 'Chinedu Okafor',
              staffId: 'DF-001',
              currency: 'NGN',
              kind: 'bonus',
              amount: 25_000_000,
            },
            {
              employeeId: 'e-2',
              name: 'Bola Ade',
              staffId: 'DF-002',
              currency: 'NGN',
              kind: 'arrears',
              amount: 10_000_000,
            },
          ],
          totals: [
            { kind: 'bonus', currency: 'NGN', amount: 25_000_000, people: 1 },
            { kind: 'arrears', currency: 'NGN', amount: 10_000_000, people: 1 },
          ],
        },
      }),
    );
    const card = await screen.findByTestId('off-cycle-payments');
    const table = within(card).getByRole('table', { name: 'Off-cycle payments' });
    const bonusRow = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Chinedu Okafor'))!;
    expect(bonusRow).toHaveTextContent('Bonus');
    expect(bonusRow).toHaveTextContent(/NGN\s250,000\.00/);
    expect(within(card).getByRole('list', { name: 'How each kind is taxed' })).toHaveTextContent(
      "Arrears: Paid with basic salary. Taxable: PAYE is the extra tax it adds to the month's pay. Counts for pension",
    );
    expect(within(card).getByText('Off-cycle runs are not compared with regular runs.')).toBeInTheDocument();
    expect(screen.queryByText('Variance')).not.toBeInTheDocument();
  });

  it('a regular run keeps its variance card and shows no off-cycle payments', async () => {
    renderRun(detail());
    expect(await screen.findByText('Variance')).toBeInTheDocument();
    expect(screen.queryByTestId('off-cycle-payments')).not.toBeInTheDocument();
  });
});
