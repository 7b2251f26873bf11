import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import {
  BenefitsFrame,
  EarnedWageAccessFrame,
  EarnedWageAccessSettingsFrame,
} from '@/components/benefits/benefits-frame';
import { ApiError } from '@/lib/api/client';
import type { EwaAdvance, EwaCap, EwaSettings } from '@/lib/contracts/benefits';
import { loadMessages } from '@/lib/i18n/catalog';
import { formatMoney } from '@/lib/money';

// the DOM matchers normalise whitespace (the formatter may use a no-break space)
const fm = (minor: number) => formatMoney(minor, 'NGN', 'en-GB').replace(/\s/g, ' ');

const state = vi.hoisted(() => ({
  create: vi.fn(),
  save: vi.fn(),
  replace: vi.fn(),
  advances: [] as unknown[],
  cap: undefined as unknown,
  settings: undefined as unknown,
  summary: undefined as unknown,
}));

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: state.replace, push: vi.fn() }),
  usePathname: () => '/app/employees/benefits/earned-wage-access',
  useSearchParams: () => new URLSearchParams(''),
}));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/queries/account', () => ({
  useMe: () => ({ data: { currentUserRole: { organization: { currency: 'NGN' } } } }),
}));
vi.mock('@/lib/queries/employees', () => ({
  // the EmployeePicker's server search
  useEmployeePickerSearch: () => ({
    isPending: false,
    isFetching: false,
    hasNextPage: false,
    data: {
      pages: [
        {
          data: [{ id: 'e1', staffId: 'DF-1', firstName: 'Ngozi', lastName: 'Eze' }],
          meta: { page: 1, perPage: 20, total: 1, totalPages: 1 },
        },
      ],
    },
  }),
}));
vi.mock('@/lib/queries/benefits', () => {
  const idle = { isPending: false, isError: false, error: null, refetch: vi.fn() };
  return {
    useEwaSummary: () => ({ ...idle, data: state.summary }),
    useEwaSettings: () => ({ ...idle, data: state.settings }),
    useEwaAdvances: () => ({
      ...idle,
      data: {
        data: state.advances,
        meta: { page: 1, perPage: 20, total: state.advances.length, totalPages: 1 },
      },
    }),
    useEwaNoAccess: () => ({
      ...idle,
      data: {
        data: [{ employeeId: 'e9', name: 'Musa Umar', staffId: 'DF-9', reason: 'no_verified_bank_account' }],
        meta: { page: 1, perPage: 10, total: 1, totalPages: 1 },
      },
    }),
    useEwaCap: (id: string | null) => ({ ...idle, isPending: !id, data: id ? state.cap : undefined }),
    useCreateEwaAdvanceMutation: () => ({ mutateAsync: state.create, isPending: false }),
    useUpdateEwaSettingsMutation: () => ({ mutateAsync: state.save, isPending: false }),
  };
});

const settings: EwaSettings = {
  enabled: true,
  maxSharePercent: 50,
  minAmount: 500_000,
  maxAmount: 0,
  maxPerMonth: 2,
  fee: { type: 'flat', value: 10_000, paidBy: 'employee' },
  cutoffDays: 3,
};
const cap: EwaCap = {
  employeeId: 'e1',
  employeeName: 'Ngozi Eze',
  currency: 'NGN',
  cap: 6_956_521,
  month: '2026-12',
  today: '2026-12-10',
  payDate: '2026-12-31',
  cutoffDate: '2026-12-28',
  monthlyNet: 40_000_000,
  workingDaysElapsed: 8,
  workingDaysInMonth: 23,
  earnedToDate: 13_913_043,
  maxSharePercent: 50,
  available: 6_956_521,
  takenThisMonth: 0,
  advancesThisMonth: 0,
  maxPerMonth: 2,
  minAmount: 500_000,
  maxAmount: 0,
  fee: settings.fee,
  blockedReason: null,
};
const advance: EwaAdvance = {
  id: 'a1',
  employeeId: 'e1',
  employeeName: 'Ngozi Eze',
  staffId: 'DF-1',
  month: '2026-12',
  currency: 'NGN',
  amount: 2_000_000,
  fee: 10_000,
  feePaidBy: 'employee',
  recoverable: 2_010_000,
  recovered: 0,
  outstanding: 2_010_000,
  status: 'processing',
  failureReason: null,
  createdAt: '2026-12-10T09:00:00.000Z',
};

function renderIn(locale: 'en-GB' | 'zh-CN', ui: ReactElement) {
  const onError = (error: Error) => {
    throw error;
  };
  return render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} onError={onError}>
      {ui}
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  state.summary = {
    enabled: true,
    month: '2026-12',
    drawnThisMonth: { NGN: 2_000_000 },
    outstanding: { NGN: 2_010_000 },
    employeesUsing: 1,
  };
  state.settings = settings;
  state.advances = [advance];
  state.cap = cap;
  state.create.mockReset();
  state.save.mockReset();
});

describe('[BENEFITS] the benefits page', () => {
  it('shows the EWA card: drawn this month, outstanding, employees using it', () => {
    renderIn('en-GB', <BenefitsFrame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Benefits' })).toBeInTheDocument();
    expect(screen.getByText('Drawn in December 2026').nextSibling).toHaveTextContent(fm(2_000_000));
    expect(screen.getByText('Outstanding, to recover through payroll').nextSibling).toHaveTextContent(
      fm(2_010_000),
    );
    expect(screen.getByText('1 employee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open earned wage access' })).toHaveAttribute(
      'href',
      '/app/employees/benefits/earned-wage-access',
    );
  });

  it('renders every string in zh-CN, with a skeleton while loading', () => {
    state.summary = undefined;
    renderIn('zh-CN', <BenefitsFrame />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('福利');
    expect(screen.getByText('工资预支', { selector: 'h2' })).toBeInTheDocument();
  });
});

describe('[BENEFITS] earned wage access', () => {
  it('lists advances with their status, and who cannot draw with the reason', () => {
    renderIn('en-GB', <EarnedWageAccessFrame />);
    const row = screen.getByRole('row', { name: /Ngozi Eze/ });
    expect(within(row).getByText(fm(2_000_000))).toBeInTheDocument();
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Musa Umar/ })).toHaveTextContent('No verified bank account');
  });

  it('shows the empty state with the next action, and the notice when the scheme is off', () => {
    state.advances = [];
    state.settings = { ...settings, enabled: false };
    renderIn('zh-CN', <EarnedWageAccessFrame />);
    expect(screen.getByText('暂无预支')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('工资预支已关闭');
  });

  it('new advance: shows the live cap with its working and sends minor units with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    state.create.mockResolvedValue({ message: 'Advance granted; the payment is on its way.', data: advance });
    renderIn('en-GB', <EarnedWageAccessFrame />);
    await user.click(screen.getAllByRole('button', { name: 'New advance' })[0]!);
    const dialog = await screen.findByRole('dialog');
    // no currency to name before an employee is chosen: "Amount", never "Amount ()"
    expect(within(dialog).getByLabelText('Amount')).toBeDisabled();
    expect(dialog).not.toHaveTextContent('()');
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(within(dialog).getByRole('option', { name: /Ngozi Eze/ }));
    const working = within(dialog).getByTestId('ewa-cap');
    expect(working).toHaveTextContent(`Monthly net pay${fm(40_000_000)}`);
    expect(working).toHaveTextContent(`Earned so far: 8 of 23 working days${fm(13_913_043)}`);
    expect(working).toHaveTextContent(`Share they may draw: 50%${fm(6_956_521)}`);
    expect(working).toHaveTextContent(`Can draw now${fm(6_956_521)}`);
    await user.type(within(dialog).getByLabelText(/Amount \(NGN\)/), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Grant advance' }));
    expect(state.create).toHaveBeenCalledTimes(1);
    const sent = state.create.mock.calls[0]![0];
    expect(sent).toMatchObject({ employeeId: 'e1', amount: 2_000_000 });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('new advance: a refusal lands on the amount field and the next try uses a new key', async () => {
    const user = userEvent.setup();
    state.create.mockRejectedValueOnce(
      new ApiError('Invalid', 422, 'VALIDATION_FAILED', {
        amount: ['That is more than the employee can draw today: at most ₦80,000.00.'],
      }),
    );
    renderIn('en-GB', <EarnedWageAccessFrame />);
    await user.click(screen.getAllByRole('button', { name: 'New advance' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(within(dialog).getByRole('option', { name: /Ngozi Eze/ }));
    await user.type(within(dialog).getByLabelText(/Amount/), '90000');
    await user.click(within(dialog).getByRole('button', { name: 'Grant advance' }));
    expect(await within(dialog).findByText(/more than the employee can draw/)).toBeInTheDocument();
    state.create.mockResolvedValueOnce({ message: 'ok', data: advance });
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '10000');
    await user.click(within(dialog).getByRole('button', { name: 'Grant advance' }));
    const [first, second] = state.create.mock.calls.map((c) => c[0].idempotencyKey);
    expect(first).not.toBe(second);
  });

  it('new advance: a blocked employee sees why and cannot submit', async () => {
    const user = userEvent.setup();
    state.cap = { ...cap, blockedReason: 'cutoff', cap: 0 };
    renderIn('en-GB', <EarnedWageAccessFrame />);
    await user.click(screen.getAllByRole('button', { name: 'New advance' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(within(dialog).getByRole('option', { name: /Ngozi Eze/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Advances are closed until payday.');
    expect(within(dialog).getByRole('button', { name: 'Grant advance' })).toBeDisabled();
  });
});

describe('[BENEFITS] settings', () => {
  it('loads the saved values in major units and saves minor units', async () => {
    const user = userEvent.setup();
    state.save.mockResolvedValue({ message: 'Earned wage access settings saved.', data: settings });
    renderIn('en-GB', <EarnedWageAccessSettingsFrame />);
    expect(screen.getByLabelText(/Smallest advance \(NGN\)/)).toHaveValue('5000.00');
    await user.clear(screen.getByLabelText(/Share of earned pay/));
    await user.type(screen.getByLabelText(/Share of earned pay/), '40');
    await user.selectOptions(screen.getByLabelText('Type'), 'percentage');
    await user.clear(screen.getByLabelText('Fee (%)'));
    await user.type(screen.getByLabelText('Fee (%)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(state.save).toHaveBeenCalledWith({
      enabled: true,
      maxSharePercent: 40,
      minAmount: 500_000,
      maxAmount: 0,
      maxPerMonth: 2,
      fee: { type: 'percentage', value: 2.5, paidBy: 'employee' },
      cutoffDays: 3,
    });
  });

  it('shows localised field errors and does not save', async () => {
    const user = userEvent.setup();
    renderIn('zh-CN', <EarnedWageAccessSettingsFrame />);
    const share = screen.getByLabelText(/已赚取工资的比例/);
    await user.clear(share);
    await user.type(share, '0');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('请输入 1 到 100 之间的整数百分比。')).toBeInTheDocument();
    expect(state.save).not.toHaveBeenCalled();
  });

  it('puts the API’s nested fee error on the fee field', async () => {
    const user = userEvent.setup();
    state.save.mockRejectedValue(
      new ApiError('Invalid', 422, 'VALIDATION_FAILED', {
        'fee.value': ['A percentage fee is between 0 and 100.'],
      }),
    );
    renderIn('en-GB', <EarnedWageAccessSettingsFrame />);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('A percentage fee is between 0 and 100.')).toBeInTheDocument();
  });
});
