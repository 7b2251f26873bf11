import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DashboardScreen } from '@/components/dashboard/dashboard-screen';
import type {
  AdminStats,
  DashboardTask,
  EmployeeStats,
  PayrollDistribution,
  StatsCard,
} from '@/lib/contracts/dashboard';
import { useRootStore } from '@/lib/stores/root';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';

const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const org = { id: 'org-1', name: 'Demo Foods', country: 'NG', currency: 'NGN', dialCode: '+234' };
const employer = {
  firstName: 'Ada',
  currentUserRole: { name: 'employer', permissions: [], organization: org },
  currentConsultantRole: null,
};

const card: StatsCard = {
  currency: 'NGN',
  totalEmployees: { value: 60, previous: 57 },
  monthlyPayroll: [
    { currency: 'NGN', value: 1_234_567_89, previous: 1_200_000_00 },
    { currency: 'USD', value: 250_000, previous: 250_000 },
  ],
  walletBalance: { currency: 'NGN', value: 2_500_000, previous: 0 },
  newHires: { value: 2, previous: 2 },
};
const stats: AdminStats = {
  employees: { active: 58, suspended: 1, separated: 1, total: 60 },
  departments: 6,
  payrollGroups: 2,
  teamAdmins: 2,
  pendingInvitations: 0,
  wallets: [{ currency: 'NGN', balance: 2_500_000 }],
};
const tasks: DashboardTask[] = [
  { type: 'missingBankAccount', count: 3, href: '/app/employees?tab=active', dueDate: null },
];
const distribution: PayrollDistribution = {
  currency: 'NGN',
  currencies: ['NGN'],
  headcount: 2,
  gross: 3_000_000,
  byDepartment: [{ departmentId: 'd1', name: 'Kitchen', headcount: 2, gross: 3_000_000 }],
  byComponent: [
    { component: 'basic', amount: 2_000_000 },
    { component: 'housing', amount: 500_000 },
    { component: 'transport', amount: 300_000 },
    { component: 'other', amount: 200_000 },
  ],
};
const employeeStats: EmployeeStats = {
  byStatus: { active: 2, suspended: 0, separated: 0 },
  byGender: [{ key: 'female', count: 2 }],
  byEmploymentType: [{ key: 'full_time', count: 2 }],
  byDepartment: [{ departmentId: 'd1', name: 'Kitchen', count: 2 }],
  monthly: [{ month: '2026-11', joiners: 2, leavers: 0 }],
};

const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });
function serve(overrides: { stats?: AdminStats } = {}) {
  server.use(
    http.get(`${BASE}/dashboard/stats-card`, () => ok(card)),
    http.get(`${BASE}/admin/stats`, () => ok(overrides.stats ?? stats)),
    http.get(`${BASE}/dashboard/tasks`, () => ok(tasks)),
    http.get(`${BASE}/organizations/dashboard-checklist`, () =>
      ok({
        checklist: [
          { key: 'verifyEmail', done: true },
          { key: 'kyc', done: false },
        ],
        kycStatus: 'pending',
        hasWallet: true,
      }),
    ),
    http.get(`${BASE}/admin/wallet/transactions`, () =>
      HttpResponse.json({
        message: 'OK',
        data: [
          {
            id: 't1',
            walletId: 'w1',
            type: 'funding',
            direction: 'credit',
            amount: 2_500_000,
            currency: 'NGN',
            reference: 'k',
            description: 'Transfer from SANDBOX SENDER',
            createdAt: '2026-11-20T10:00:00Z',
          },
        ],
        meta: { page: 1, perPage: 5, total: 1, totalPages: 1 },
      }),
    ),
    http.get(`${BASE}/dashboard/payroll-distribution-summary`, () => ok(distribution)),
    http.get(`${BASE}/dashboard/employee-stats`, () => ok(employeeStats)),
  );
}

const renderScreen = () =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DashboardScreen />
    </QueryClientProvider>,
  );

beforeEach(() => {
  useRootStore.getState().reset();
  me.current = employer;
});

describe('DashboardScreen', () => {
  it('renders the four cards with formatted values, tasks, checklist and the funding; masks balances when hidden', async () => {
    serve();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    const employees = await screen.findByTestId('card-total-employees');
    expect(employees).toHaveTextContent('60');
    expect(employees).toHaveTextContent('▲ +3 vs 30 days ago');
    const payroll = screen.getByTestId('card-monthly-payroll');
    expect(payroll).toHaveTextContent('NGN 1,234,567.89');
    expect(payroll).toHaveTextContent('▲ +NGN 34,567.89');
    expect(payroll).toHaveTextContent('Also US$2,500.00');
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('NGN 25,000.00');
    expect(screen.getByTestId('card-new-hires')).toHaveTextContent('No change vs last month');

    expect(await screen.findByRole('link', { name: /3 employees have no bank account/ })).toHaveAttribute(
      'href',
      '/app/employees?tab=active',
    );
    expect(await screen.findByTestId('setup-checklist')).toHaveTextContent('1 of 2 done');
    const recent = await screen.findByTestId('recent-transactions');
    expect(within(recent).getByText('Transfer from SANDBOX SENDER')).toBeInTheDocument();
    expect(recent).toHaveTextContent('+NGN 25,000.00');
    expect(screen.queryByTestId('no-employees')).toBeNull();

    act(() => useRootStore.getState().toggleBalanceVisibility());
    expect(screen.getByTestId('dashboard-balance').textContent).toBe('NGN ••••••');
    expect(screen.queryByText(/25,000\.00/)).toBeNull();
  });

  it('prompts for the first employee when there are none', async () => {
    serve({ stats: { ...stats, employees: { active: 0, suspended: 0, separated: 0, total: 0 } } });
    renderScreen();
    const empty = await screen.findByTestId('no-employees');
    expect(within(empty).getByRole('link', { name: 'Add employees' })).toHaveAttribute(
      'href',
      '/app/employees?tab=active',
    );
  });

  it('switches to analytics and back through the root store', async () => {
    serve();
    renderScreen();
    await screen.findByTestId('card-total-employees');
    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(useRootStore.getState().dashboardViewMode).toBe('analytics');
    expect(await screen.findByText('Monthly gross by department')).toBeInTheDocument();
    expect(await screen.findByTestId('payroll-components')).toHaveTextContent('NGN 20,000.00');
    expect(await screen.findByTestId('chart-joiners-leavers')).toBeInTheDocument();
    expect(screen.queryByTestId('card-total-employees')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(useRootStore.getState().dashboardViewMode).toBe('overview');
    expect(await screen.findByTestId('card-total-employees')).toBeInTheDocument();
  });

  it('shows the client list in consultant mode without calling the organisation APIs', async () => {
    me.current = {
      firstName: 'Chidi',
      currentUserRole: null,
      currentConsultantRole: { name: 'consultant', permissions: [], organization: null },
    };
    server.use(http.get(`${BASE}/consultants/organizations`, () => ok([org])));
    renderScreen();
    const view = await screen.findByTestId('consultant-view');
    expect(await within(view).findByText('Demo Foods')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Analytics' })).toBeNull();
  });
});
