import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { AnalyticsFrame } from '@/components/consultants/analytics-frame';
import { BillingFrame } from '@/components/billing/billing-frame';
import { BillingInfoPanel } from '@/components/billing/billing-info-panel';
import { PayWallRenew } from '@/components/billing/pay-wall-renew';
import { ManageTeamsFrame } from '@/components/consultants/manage-teams-frame';
import { ApiError } from '@/lib/api/client';
import type { Plans, Subscription, SubscriptionPayment } from '@/lib/contracts/billing';
import { loadMessages } from '@/lib/i18n/catalog';

const state = vi.hoisted(() => ({
  subscription: null as unknown as Subscription,
  payments: [] as SubscriptionPayment[],
  renewCalls: [] as unknown[],
  renewError: null as unknown,
  can: true,
  members: [] as unknown[],
  updates: [] as unknown[],
}));

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));
vi.mock('@/lib/queries/permissions', () => ({
  usePermissions: () => ({
    orgId: 'org-1',
    can: () => state.can,
    permissions: [],
    role: 'employer',
    userId: 'u1',
    isLoading: false,
  }),
}));
const plans: Plans = {
  currency: 'NGN',
  activeEmployees: 60,
  plans: [
    {
      id: 'starter',
      modules: [],
      yearlyDiscountPercent: 15,
      prices: [
        {
          currency: 'NGN',
          perEmployeeMonthly: 50_000,
          minimumMonthly: 1_000_000,
          monthly: 3_000_000,
          yearly: 30_600_000,
        },
      ],
    },
    {
      id: 'growth',
      modules: [],
      yearlyDiscountPercent: 15,
      prices: [
        {
          currency: 'NGN',
          perEmployeeMonthly: 90_000,
          minimumMonthly: 2_500_000,
          monthly: 5_400_000,
          yearly: 55_080_000,
        },
      ],
    },
    {
      id: 'enterprise',
      modules: [],
      yearlyDiscountPercent: 15,
      prices: [
        {
          currency: 'NGN',
          perEmployeeMonthly: 140_000,
          minimumMonthly: 5_000_000,
          monthly: 8_400_000,
          yearly: 85_680_000,
        },
      ],
    },
  ],
};
vi.mock('@/lib/queries/billing', () => ({
  useSubscription: () => ({ isError: false, data: state.subscription }),
  useSubscriptionPayments: () => ({ isPending: false, isError: false, data: state.payments }),
  usePlans: () => ({ isPending: false, isError: false, data: plans }),
  useCancelSubscriptionMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
  useRenewSubscriptionMutation: () => ({
    isPending: false,
    mutate: (
      input: unknown,
      o: { onError: (e: unknown) => void; onSuccess: (r: { message: string }) => void },
    ) => {
      state.renewCalls.push(input);
      if (state.renewError) o.onError(state.renewError);
      else o.onSuccess({ message: 'Paid' });
    },
  }),
}));
const client = {
  id: '7d1c1a52-3b4e-4d6f-9a10-2b3c4d5e6f70',
  name: 'Lagos Logistics Ltd',
  country: 'NG',
  currency: 'NGN',
  dialCode: '+234',
};
vi.mock('@/lib/queries/consultants', () => ({
  useConsultantBillings: () => ({
    isPending: false,
    isError: false,
    data: [{ organization: client, subscription: { ...state.subscription }, payments: state.payments }],
  }),
  useConsultantStats: () => ({
    isPending: false,
    isError: false,
    data: {
      clients: 1,
      employees: 14,
      monthlyGross: [{ currency: 'NGN', amount: 500_000_000 }],
      runsAwaitingApproval: null,
      subscriptionsEndingSoon: 1,
      subscriptionsExpired: 0,
    },
  }),
  useConsultantOrganizations: () => ({
    isPending: false,
    isError: false,
    data: [
      {
        ...client,
        headcount: 14,
        subscription: {
          status: 'active',
          plan: 'starter',
          currentPeriodEnd: null,
          nextPaymentAt: null,
          daysLeft: 20,
          hasAccess: true,
        },
        walletBalances: [{ currency: 'NGN', amount: 1_000_000 }],
        monthlyGross: [{ currency: 'NGN', amount: 500_000_000 }],
        lastPayroll: null,
        openApprovals: null,
      },
    ],
  }),
  usePayrollDistributionSummary: () => ({
    isPending: false,
    isError: false,
    data: {
      from: '2026-11',
      to: '2026-11',
      rows: [
        {
          organization: { id: 'c1', name: client.name },
          month: '2026-11',
          currency: 'NGN',
          gross: 500_000_000,
          net: null,
          paye: null,
          headcount: 14,
        },
      ],
      totals: [],
    },
  }),
  usePayrollSizeDistribution: () => ({
    isPending: false,
    isError: false,
    data: [{ band: '11-50', clients: 1, organizations: [] }],
  }),
  useTeamMembers: () => ({ isPending: false, isError: false, data: state.members }),
  useUpdateTeamMemberMutation: () => ({ isPending: false, mutate: (v: unknown) => state.updates.push(v) }),
  useAddTeamMemberMutation: () => ({ isPending: false, mutate: vi.fn() }),
  useRemoveTeamMemberMutation: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));

const active: Subscription = {
  status: 'active',
  plan: 'growth',
  cycle: 'monthly',
  trialEndsAt: '2026-10-01T00:00:00Z',
  currentPeriodStart: '2026-11-04T00:00:00Z',
  currentPeriodEnd: '2026-12-04T00:00:00Z',
  graceEndsAt: '2026-12-11T00:00:00Z',
  cancelledAt: null,
  cancelReason: null,
  nextPaymentAt: '2026-12-04T00:00:00Z',
  daysLeft: 17,
  hasAccess: true,
};
const payment: SubscriptionPayment = {
  id: 'p1',
  plan: 'growth',
  cycle: 'monthly',
  periodStart: '2026-11-04T00:00:00Z',
  periodEnd: '2026-12-04T00:00:00Z',
  employeesBilled: 60,
  amount: 5_400_000,
  currency: 'NGN',
  reference: 'PGS-20261104-ABCD',
  invoiceUrl: '/api/v1/x',
  createdAt: '2026-11-04T00:00:00Z',
};

function renderStrict(ui: ReactElement, locale: 'en-GB' | 'zh-CN' = 'en-GB') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider
        locale={locale}
        messages={loadMessages(locale)}
        onError={(e) => {
          throw e;
        }}
        timeZone="UTC"
      >
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  state.subscription = active;
  state.payments = [payment];
  state.renewCalls = [];
  state.renewError = null;
  state.can = true;
  state.members = [];
  state.updates = [];
});

describe('BillingInfoPanel', () => {
  it('shows plan, state, next payment and payments with an invoice per payment', () => {
    renderStrict(<BillingInfoPanel />);
    expect(screen.getByTestId('billing-plan')).toHaveTextContent('Growth · Monthly');
    expect(screen.getByTestId('billing-status')).toHaveTextContent('Active');
    expect(screen.getByText('Next payment')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /NGN\s?54,000\.00/ });
    expect(
      within(row).getByRole('button', { name: 'Download invoice PGS-20261104-ABCD' }),
    ).toBeInTheDocument();
  });

  it('warns when overdue and hides the actions without the permission', () => {
    state.subscription = { ...active, status: 'overdue', daysLeft: 3 };
    state.can = false;
    renderStrict(<BillingInfoPanel />);
    expect(screen.getByRole('status')).toHaveTextContent(/overdue/);
    expect(screen.queryByTestId('billing-renew')).toBeNull();
    expect(screen.getByText(/Ask someone with the wallet or settings permission/)).toBeInTheDocument();
  });

  it('renews the chosen plan and cycle, and shows the shortfall the API names', async () => {
    state.renewError = new ApiError('Invalid', 422, 'VALIDATION_FAILED', {
      wallet: ['The wallet holds NGN 100.00; fund NGN 54,900.00 more'],
    });
    renderStrict(<BillingInfoPanel />);
    await userEvent.click(screen.getByTestId('billing-renew'));
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByTestId('renew-pay')).toHaveTextContent('Pay NGN 550,800.00 from wallet');
    await userEvent.click(screen.getByTestId('renew-pay'));
    expect(state.renewCalls).toEqual([{ planId: 'growth', cycle: 'yearly' }]);
    expect(screen.getByTestId('renew-problem')).toHaveTextContent('fund NGN 54,900.00 more');
  });

  it('renders every string in zh-CN', () => {
    renderStrict(<BillingInfoPanel />, 'zh-CN');
    expect(screen.getByTestId('billing-status')).toHaveTextContent('有效');
  });
});

describe('consultant screens', () => {
  it.each([
    ['Billing', () => <BillingFrame />],
    ['Analytics', () => <AnalyticsFrame />],
    ['Manage teams', () => <ManageTeamsFrame />],
  ])('%s renders in en-GB and zh-CN', (title, ui) => {
    const { unmount } = renderStrict(ui());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    unmount();
    renderStrict(ui(), 'zh-CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/\p{Script=Han}/u);
  });

  it('billing lists each client with its state and a way into its billing', () => {
    renderStrict(<BillingFrame />);
    const row = screen.getByRole('row', { name: /Lagos Logistics Ltd/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open billing' })).toBeInTheDocument();
  });

  it('analytics shows the stats cards and the per-client table with net and PAYE pending', () => {
    renderStrict(<AnalyticsFrame />);
    expect(within(screen.getByTestId('consultant-stats')).getByText('14')).toBeInTheDocument();
    const table = screen.getByTestId('analytics-clients');
    expect(within(table).getAllByText('When approved')).toHaveLength(2);
  });
});

const expiredTrial: Subscription = {
  ...active,
  status: 'expired',
  plan: 'trial',
  cycle: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  graceEndsAt: null,
  nextPaymentAt: '2026-10-01T00:00:00Z',
  daysLeft: 0,
  hasAccess: false,
};
const chosenPlan = () =>
  (
    within(screen.getByRole('group', { name: 'Plan' })).getByRole('radio', {
      checked: true,
    }) as HTMLInputElement
  ).value;

describe('PayWallRenew', () => {
  it('renews in place from the pay-wall, then closes it and refreshes the guarded screen', async () => {
    state.subscription = expiredTrial;
    const onOpenChange = vi.fn();
    renderStrict(<PayWallRenew open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Your subscription has expired' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew now' }));
    await userEvent.click(screen.getByTestId('renew-pay'));
    expect(state.renewCalls).toEqual([{ planId: 'starter', cycle: 'monthly' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(refresh).toHaveBeenCalled();
  });

  it.each([
    ['leave', 'Growth', 'growth'],
    ['shifts', 'Growth', 'growth'],
    ['hiring', 'Enterprise', 'enterprise'],
    ['comms', 'Enterprise', 'enterprise'],
  ])(
    'on a live Starter plan, %s opens "Upgrade to %s" with the cheapest plan that includes it chosen',
    async (module, name, id) => {
      state.subscription = { ...active, plan: 'starter' };
      renderStrict(<PayWallRenew open module={module} onOpenChange={vi.fn()} />);
      const wall = screen.getByRole('dialog', { name: `Upgrade to ${name}` });
      expect(wall).toHaveTextContent(`Upgrade to ${name}`);
      await userEvent.click(within(wall).getByRole('button', { name: `Upgrade to ${name}` }));
      expect(chosenPlan()).toBe(id);
      await userEvent.click(screen.getByTestId('renew-pay'));
      expect(state.renewCalls).toEqual([{ planId: id, cycle: 'monthly' }]);
    },
  );

  it('on Growth, hiring offers Enterprise; a module Growth has would not have opened it', async () => {
    state.subscription = { ...active, plan: 'growth' };
    renderStrict(<PayWallRenew open module="hiring" onOpenChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Enterprise' }));
    expect(chosenPlan()).toBe('enterprise');
  });

  it('an expired trial renews from the module clicked with the cheapest plan that includes it, not Starter', async () => {
    state.subscription = expiredTrial;
    renderStrict(<PayWallRenew open module="leave" onOpenChange={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Your subscription has expired' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew now' }));
    expect(chosenPlan()).toBe('growth');
    await userEvent.click(screen.getByTestId('renew-pay'));
    expect(state.renewCalls).toEqual([{ planId: 'growth', cycle: 'monthly' }]);
  });

  it('an expired Enterprise renewing from leave keeps Enterprise chosen', async () => {
    state.subscription = { ...expiredTrial, plan: 'enterprise', cycle: 'monthly' };
    renderStrict(<PayWallRenew open module="leave" onOpenChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Renew now' }));
    expect(chosenPlan()).toBe('enterprise');
  });

  it('each plan card lists the modules its plan opens, the module asked for marked', async () => {
    state.subscription = { ...active, plan: 'starter' };
    renderStrict(<PayWallRenew open module="leave" onOpenChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Growth' }));
    const listed = (id: string) =>
      within(screen.getByTestId(`plan-${id}-modules`))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(listed('starter')).toEqual([
      'Employees',
      'Departments',
      'Payroll groups',
      'Payroll',
      'Remittances',
      'Wallet',
    ]);
    expect(listed('growth')).toEqual(expect.arrayContaining(['Leave', 'Shifts', 'Benefits']));
    expect(listed('growth')).not.toContain('Hiring');
    expect(listed('enterprise')).toEqual(expect.arrayContaining(['Leave', 'Shifts', 'Hiring', 'Comms']));
    expect(within(screen.getByTestId('plan-growth-modules')).getByText('Leave').className).toContain(
      'font-medium',
    );
  });

  it('renders the upgrade in zh-CN', () => {
    state.subscription = { ...active, plan: 'starter' };
    renderStrict(<PayWallRenew open module="leave" onOpenChange={vi.fn()} />, 'zh-CN');
    expect(screen.getByRole('dialog', { name: '升级到成长版' })).toBeInTheDocument();
  });

  it('sends users who may not pay to the billing tab', () => {
    state.can = false;
    renderStrict(<PayWallRenew open onOpenChange={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Renew subscription' })).toHaveAttribute(
      'href',
      '/app/settings?tab=billing-info',
    );
  });
});

describe('ManageTeamsFrame', () => {
  it('lists members with their clients and changes a member’s permissions', async () => {
    state.members = [
      {
        id: 'm1',
        email: 'amaka@example.test',
        firstName: 'Amaka',
        lastName: 'Nwosu',
        status: 'active',
        createdAt: '2026-11-01T00:00:00Z',
        organizations: [
          { organization: { id: client.id, name: client.name }, permissions: ['employees'], accepted: true },
        ],
      },
    ];
    renderStrict(<ManageTeamsFrame />);
    const item = within(screen.getByTestId('team-members')).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('Amaka Nwosu');
    expect(item).toHaveTextContent('Lagos Logistics Ltd: Employees');
    await userEvent.click(within(item).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change access for Amaka Nwosu' });
    await userEvent.click(
      within(
        within(dialog).getByRole('group', { name: 'Permissions in Lagos Logistics Ltd' }),
      ).getByLabelText('Leave'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save access' }));
    expect(state.updates).toEqual([
      {
        id: 'm1',
        body: { organizations: [{ organizationId: client.id, permissions: ['employees', 'leave'] }] },
      },
    ]);
  });
});
