import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { PayrollAnalytics } from '@/components/payroll/payroll-analytics';
import { bandEdges } from '@/lib/contracts/payroll-analytics';
import { loadMessages } from '@/lib/i18n/catalog';
import { createNavigation } from '../employees/navigation-mock';
import '../ui/dom-stubs';
import { BASE, employer } from './fixtures';

const nav = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createNavigation> }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => nav.current.module.useSearchParams(),
  usePathname: () => '/app/payroll/analytics',
  useRouter: () => nav.current.module.useRouter(),
}));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: employer }) }));

const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  nav.current = createNavigation('');
});

const figures = (base: number) => ({
  average: base,
  median: base - 1_000_000,
  min: base - 20_000_000,
  max: base + 40_000_000,
  total: base * 6,
});
const range = { from: '2025-12', to: '2026-11', runs: 3 };
const edges = bandEdges('NGN');
const stat = {
  ...range,
  currencies: [
    {
      currency: 'NGN',
      headcount: 2,
      employeeMonths: 6,
      gross: figures(52_000_000),
      net: figures(41_000_000),
    },
  ],
};
const bands = {
  ...range,
  currencies: [
    {
      currency: 'NGN',
      headcount: 2,
      bands: [0, ...edges].map((from, i) => ({ from, to: edges[i] ?? null, headcount: i === 3 ? 2 : 0 })),
    },
  ],
};
const departments = {
  ...range,
  departments: [
    {
      department: 'Kitchen',
      currency: 'NGN',
      headcount: 1,
      gross: 180_000_000,
      net: 140_000_000,
      paye: 20_000_000,
    },
    {
      department: null,
      currency: 'NGN',
      headcount: 1,
      gross: 132_000_000,
      net: 106_000_000,
      paye: 12_000_000,
    },
  ],
};
const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });

function renderScreen(locale: 'en-GB' | 'zh-CN' = 'en-GB') {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={loadMessages(locale)}
      onError={(e) => {
        throw e;
      }}
    >
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PayrollAnalytics />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('Payroll analytics screen', () => {
  it('shows the figures, bands and departments, and applies a range through the URL', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/payroll/analytics/employee-salary-stat`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok(stat);
      }),
      http.get(`${BASE}/payroll/analytics/employee-salary-distribution`, () => ok(bands)),
      http.get(`${BASE}/payroll/analytics/department-salary-distribution`, () => ok(departments)),
    );
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Payroll analytics' })).toBeInTheDocument();
    const card = await screen.findByTestId('salary-stat-NGN');
    expect(within(card).getByText('NGN 520,000.00')).toBeInTheDocument(); // average gross
    expect(within(card).getByText('Net: NGN 410,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-range')).toHaveTextContent('Dec 25 to Nov 26 · 3 runs');
    const table = screen.getByRole('table', { name: 'Pay by department (NGN)' });
    expect(within(table).getByText('No department')).toBeInTheDocument();
    expect(within(table).getByText('NGN 1,800,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('chart-bands-NGN')).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2025-12');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(nav.current.replace).toHaveBeenLastCalledWith('/app/payroll/analytics?from=2026-03&to=2026-11', {
      scroll: false,
    });
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-03&to=2026-11'));
    await userEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(nav.current.replace).toHaveBeenLastCalledWith('/app/payroll/analytics', { scroll: false });
  });

  it('shows an empty state in Chinese when nothing was paid in the range', async () => {
    const none = { ...range, runs: 0 };
    server.use(
      http.get(`${BASE}/payroll/analytics/employee-salary-stat`, () => ok({ ...none, currencies: [] })),
      http.get(`${BASE}/payroll/analytics/employee-salary-distribution`, () =>
        ok({ ...none, currencies: [] }),
      ),
      http.get(`${BASE}/payroll/analytics/department-salary-distribution`, () =>
        ok({ ...none, departments: [] }),
      ),
    );
    renderScreen('zh-CN');
    expect(await screen.findByText('该期间没有已发放的薪资')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '薪资分析' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    server.use(
      http.get(`${BASE}/payroll/analytics/*`, () =>
        HttpResponse.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
      ),
    );
    renderScreen();
    expect(await screen.findByText('Analytics could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
