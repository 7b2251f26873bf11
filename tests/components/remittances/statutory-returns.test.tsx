import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StatutoryReturns } from '@/components/remittances/statutory-returns';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';
import { BASE, employer } from '../payroll/fixtures';

const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));
vi.mock('next/navigation', () => import('../memory-router'));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toasts }));

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

const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });
const render = () =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StatutoryReturns />
    </QueryClientProvider>,
  );

describe('[REMITTANCES] the returns panel', () => {
  it('lists employees missing an identifier, linked to their records, before the download', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/statutory/returns`, () =>
        ok({ country: 'NG', monthly: ['ng-paye', 'ng-pencom'], annual: ['ng-h1'], certificates: true }),
      ),
      http.get(`${BASE}/statutory/returns/:type/issues`, ({ params, request }) => {
        asked.push(`${String(params.type)} ${new URL(request.url).searchParams.get('period')}`);
        return params.type === 'ng-pencom'
          ? ok([])
          : ok([
              {
                employeeId: 'e-1',
                name: 'Chioma Okafor',
                staffId: 'S-3',
                missing: ['taxId', 'stateOfResidence'],
              },
            ]);
      }),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fix these before filing');
    expect(alert).toHaveTextContent('tax ID, state of residence');
    expect(screen.getByRole('link', { name: 'Chioma Okafor (S-3)' })).toHaveAttribute(
      'href',
      '/app/employees/e-1?tab=details',
    );
    await userEvent.selectOptions(screen.getAllByRole('combobox')[0]!, 'ng-pencom');
    expect(
      await screen.findByText('Every employee in this return has the identifiers it needs.'),
    ).toBeInTheDocument();
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['ng-paye', 'ng-pencom']);
    expect(screen.getByRole('option', { name: 'Form H1 annual return per state' })).toBeInTheDocument();
  });

  it('sends the year’s certificates and says how many employees will get one', async () => {
    let year = '';
    server.use(
      http.get(`${BASE}/statutory/returns`, () =>
        ok({ country: 'KE', monthly: ['ke-p10'], annual: ['ke-p10-annual'], certificates: true }),
      ),
      http.get(`${BASE}/statutory/returns/:type/issues`, () =>
        HttpResponse.json({ message: 'No approved payroll run', code: 'VALIDATION_FAILED' }, { status: 422 }),
      ),
      http.post(`${BASE}/statutory/annual/certificates/send`, ({ request }) => {
        year = new URL(request.url).searchParams.get('year') ?? '';
        return ok({ year: Number(year), employees: 12 });
      }),
    );
    render();
    expect(await screen.findByText('No approved payroll run in this month yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send certificates' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(year).toBe(String(new Date().getUTCFullYear()));
    expect(String(toasts.success.mock.calls[0]![0])).toContain('12');
  });
});
