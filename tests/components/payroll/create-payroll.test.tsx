import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CreatePayroll } from '@/components/payroll/create-payroll';
import type { PayrollInitData } from '@/lib/contracts/payroll';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';
import { BASE, employer, run } from './fixtures';

const nav = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: nav.push, replace: nav.replace, back: vi.fn() }),
}));
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
  nav.push.mockReset();
  nav.replace.mockReset();
});

const E1 = '7b0e0000-0000-4000-8000-000000000001';
const E2 = '7b0e0000-0000-4000-8000-000000000002';
const E3 = '7b0e0000-0000-4000-8000-000000000003';

const init = (period: string): PayrollInitData => ({
  period,
  periodStart: `${period}-01`,
  periodEnd: `${period}-30`,
  defaultPayDate: `${period}-27`,
  runType: 'regular',
  payrollGroupId: null,
  country: 'NG',
  localCurrency: 'NGN',
  currencies: ['NGN', 'USD'],
  needsFxRate: true,
  employees: [
    {
      employeeId: E1,
      name: 'Chinedu Okafor',
      staffId: 'DF-001',
      department: 'Kitchen',
      currency: 'NGN',
      status: 'active',
      monthlyGross: 30_000_000,
      warnings: [],
    },
    {
      employeeId: E2,
      name: 'Amaka Eze',
      staffId: 'DF-002',
      department: null,
      currency: 'USD',
      status: 'active',
      monthlyGross: 300_000,
      warnings: ['usdNeedsRate'],
    },
    {
      employeeId: E3,
      name: 'Bola Ade',
      staffId: 'DF-003',
      department: 'Sales',
      currency: 'NGN',
      status: 'active',
      monthlyGross: 20_000_000,
      warnings: ['noBankAccount', 'joinerProrated'],
    },
  ],
  lastApproved: null,
  existingRunId: null,
});

const renderScreen = () =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CreatePayroll />
    </QueryClientProvider>,
  );

describe('Create payroll run', () => {
  it('previews the period with warnings, needs the USD rate only while a USD employee is included, then creates and computes', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.get(`${BASE}/payroll-groups`, () =>
        HttpResponse.json({
          message: 'OK',
          data: [],
          meta: { page: 1, perPage: 20, total: 0, totalPages: 0 },
        }),
      ),
      http.post(`${BASE}/payroll/get-init-data`, async ({ request }) => {
        const body = (await request.json()) as { period: string };
        calls.push({ path: 'init', body });
        return HttpResponse.json({ message: 'OK', data: init(body.period) });
      }),
      http.post(`${BASE}/payroll/create`, async ({ request }) => {
        calls.push({ path: 'create', body: await request.json() });
        return HttpResponse.json({ message: 'Created', data: run({ status: 'draft' }) }, { status: 201 });
      }),
      http.post(`${BASE}/payroll/compute`, async ({ request }) => {
        calls.push({ path: 'compute', body: await request.json() });
        return HttpResponse.json({ message: 'OK', data: run() });
      }),
    );
    renderScreen();
    const period = screen.getByLabelText(/^Period/);
    await userEvent.clear(period);
    await userEvent.type(period, '2026-11');
    const table = await screen.findByRole('table', { name: 'Employees in this run' });
    await within(table).findByText('Chinedu Okafor');
    expect(within(table).getByText('No bank account')).toBeInTheDocument();
    expect(within(table).getByText('Joiner, prorated')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Pay date/)).toHaveValue('2026-11-27');
    expect(screen.getByLabelText(/^Run name/)).toHaveValue('Payroll November 2026');

    // The USD employee asks for a rate; without it nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: /^Create and compute/ }));
    expect(
      await screen.findByText('A USD rate is required: some employees are paid in USD.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'create')).toEqual([]);

    // Excluding the USD employee removes the rate field.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include Amaka Eze' }));
    expect(screen.queryByLabelText(/^USD rate/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create and compute (2 employees)' }));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith(`/app/payroll/${run().id}`));
    expect(calls.find((c) => c.path === 'create')!.body).toEqual({
      name: 'Payroll November 2026',
      period: '2026-11',
      payDate: '2026-11-27',
      payrollGroupId: null,
      runType: 'regular',
      employeeIds: [E1, E3],
    });
    expect(calls.find((c) => c.path === 'compute')!.body).toEqual({ payrollId: run().id });
  });

  it('points to the run that already holds the slot', async () => {
    server.use(
      http.get(`${BASE}/payroll-groups`, () =>
        HttpResponse.json({
          message: 'OK',
          data: [],
          meta: { page: 1, perPage: 20, total: 0, totalPages: 0 },
        }),
      ),
      http.post(`${BASE}/payroll/get-init-data`, () =>
        HttpResponse.json({ message: 'OK', data: { ...init('2026-11'), existingRunId: 'r-9' } }),
      ),
    );
    renderScreen();
    const period = screen.getByLabelText(/^Period/);
    await userEvent.clear(period);
    await userEvent.type(period, '2026-11');
    expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/app/payroll/r-9');
    expect(screen.getByRole('button', { name: /^Create and compute/ })).toBeDisabled();
  });
});

describe('Create an off-cycle run: the amounts step', () => {
  const setUp = (create: (body: unknown) => Response | Promise<Response>) => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.get(`${BASE}/payroll-groups`, () =>
        HttpResponse.json({
          message: 'OK',
          data: [],
          meta: { page: 1, perPage: 20, total: 0, totalPages: 0 },
        }),
      ),
      http.post(`${BASE}/payroll/get-init-data`, async ({ request }) => {
        const body = (await request.json()) as { period: string; runType?: 'regular' | 'off-cycle' };
        calls.push({ path: 'init', body });
        return HttpResponse.json({
          message: 'OK',
          data: { ...init(body.period), runType: body.runType ?? 'regular' },
        });
      }),
      http.post(`${BASE}/payroll/create`, async ({ request }) => {
        const body = await request.json();
        calls.push({ path: 'create', body });
        return create(body);
      }),
      http.post(`${BASE}/payroll/compute`, async ({ request }) => {
        calls.push({ path: 'compute', body: await request.json() });
        return HttpResponse.json({ message: 'OK', data: run({ runType: 'off-cycle' }) });
      }),
    );
    return calls;
  };
  const openOffCycle = async () => {
    renderScreen();
    const period = screen.getByLabelText(/^Period/);
    await userEvent.clear(period);
    await userEvent.type(period, '2026-11');
    await userEvent.selectOptions(screen.getByLabelText(/^Run type/), 'off-cycle');
    const table = await screen.findByRole('table', { name: 'Amounts to pay' });
    await within(table).findByText('Chinedu Okafor');
    return table;
  };
  const rowOf = (table: HTMLElement, name: string) =>
    within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText(name))!;

  it('asks for an amount, shows each kind’s tax treatment, flags bad amounts on their row, then sends them', async () => {
    const calls = setUp(() =>
      HttpResponse.json(
        { message: 'Created', data: run({ status: 'draft', runType: 'off-cycle' }) },
        { status: 201 },
      ),
    );
    const table = await openOffCycle();
    expect(calls.filter((c) => c.path === 'init').at(-1)!.body).toMatchObject({ runType: 'off-cycle' });

    // how each kind is taxed in the organisation's country (Nigeria: pension on basic + housing + transport)
    const legend = screen.getByRole('list', { name: 'How each kind is taxed' });
    expect(legend).toHaveTextContent(
      "Bonus: Paid as other earnings. Taxable: PAYE is the extra tax it adds to the month's pay. Does not count for pension (basic + housing + transport).",
    );
    expect(legend).toHaveTextContent(
      "Arrears: Paid with basic salary. Taxable: PAYE is the extra tax it adds to the month's pay. Counts for pension (basic + housing + transport).",
    );
    expect(legend).toHaveTextContent('One-off earning: Paid as other earnings.');

    // nothing entered: one message, nothing sent
    await userEvent.click(screen.getByRole('button', { name: /^Create and compute/ }));
    expect(
      await screen.findByText(
        'Enter an amount for at least one person: an off-cycle run pays only the amounts it is given.',
      ),
    ).toBeInTheDocument();

    // a zero amount is an error on that person's row
    const chinedu = screen.getByLabelText('Amount for Chinedu Okafor (NGN)');
    await userEvent.type(chinedu, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create and compute (1 employee)' }));
    expect(
      within(rowOf(table, 'Chinedu Okafor')).getByText('Enter an amount above zero.'),
    ).toBeInTheDocument();
    expect(chinedu).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === 'create')).toEqual([]);

    // arrears are paid with basic salary: the row's note says they count for pension
    await userEvent.clear(chinedu);
    await userEvent.type(chinedu, '250000');
    expect(chinedu).toHaveValue('250,000');
    expect(within(rowOf(table, 'Chinedu Okafor')).queryByText('Enter an amount above zero.')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kind of payment for Chinedu Okafor'), 'arrears');
    expect(within(rowOf(table, 'Chinedu Okafor')).getByTestId('kind-note')).toHaveTextContent(
      "Paid with basic salary. Taxable: PAYE is the extra tax it adds to the month's pay. Counts for pension",
    );
    expect(within(rowOf(table, 'Bola Ade')).getByTestId('kind-note')).toHaveTextContent(
      'Does not count for pension',
    );
    await userEvent.type(screen.getByLabelText('Amount for Bola Ade (NGN)'), '1000.50');

    // the USD employee has no amount: no rate is asked for
    expect(screen.queryByLabelText(/^USD rate/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create and compute (2 employees)' }));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith(`/app/payroll/${run().id}`));
    expect(calls.find((c) => c.path === 'create')!.body).toEqual({
      name: 'Payroll November 2026 (Off-cycle)',
      period: '2026-11',
      payDate: '2026-11-27',
      payrollGroupId: null,
      runType: 'off-cycle',
      amounts: [
        { employeeId: E1, kind: 'arrears', amount: 25_000_000 },
        { employeeId: E3, kind: 'bonus', amount: 100_050 },
      ],
    });
  });

  it('shows the API’s error on an amount on that person’s row', async () => {
    setUp(() =>
      HttpResponse.json(
        {
          message: 'Some fields are invalid',
          code: 'VALIDATION_FAILED',
          errors: { 'amounts.1.employeeId': ['Some chosen employees cannot be paid in this run.'] },
        },
        { status: 422 },
      ),
    );
    const table = await openOffCycle();
    await userEvent.type(screen.getByLabelText('Amount for Chinedu Okafor (NGN)'), '100');
    await userEvent.type(screen.getByLabelText('Amount for Bola Ade (NGN)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Create and compute (2 employees)' }));
    expect(
      await within(rowOf(table, 'Bola Ade')).findByText('Some chosen employees cannot be paid in this run.'),
    ).toBeInTheDocument();
    expect(
      within(rowOf(table, 'Chinedu Okafor')).queryByText('Some chosen employees cannot be paid in this run.'),
    ).toBeNull();
    expect(nav.push).not.toHaveBeenCalled();
  });
});
