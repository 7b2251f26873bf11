import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupSettingsScreen } from '@/components/payroll-groups/group-settings';
import type { PayrollGroupSettings } from '@/lib/contracts/payroll-groups';
import { renderWithIntl } from '../../app/render-with-intl';

const api = vi.hoisted(() => {
  const answer = () => Promise.resolve({ message: 'Saved.', data: {} });
  return {
    setPayrollGroupToggle: vi.fn(answer),
    inheritPayrollGroupToggle: vi.fn(answer),
    setPayrollGroupBonus: vi.fn(answer),
    inheritPayrollGroupBonus: vi.fn(answer),
    setPayrollGroupSalaryBreakdown: vi.fn(answer),
    inheritPayrollGroupSalaryBreakdown: vi.fn(answer),
  };
});
const state = vi.hoisted(() => ({ settings: undefined as unknown, canEdit: true }));

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/payroll-groups', () => api);
vi.mock('@/lib/queries/permissions', () => ({
  usePermissions: () => ({ can: () => state.canEdit, orgId: 'org-1' }),
}));
vi.mock('@/lib/queries/payroll-groups', () => ({
  usePayrollGroup: () => ({ data: { id: 'g1', name: 'Drivers' } }),
  usePayrollGroupSettings: () => ({ isError: false, data: state.settings }),
  // The screen's mutation functions run for real, against the mocked API functions.
  usePayrollGroupSettingsMutation: (_id: string, fn: (v: unknown) => Promise<unknown>) => ({
    mutateAsync: fn,
    mutate: (v: unknown) => fn(v),
    isPending: false,
  }),
}));

const orgToggles = {
  'payroll.prorateJoiners': true,
  'payroll.autoRemitStatutory': false,
  'payroll.emailPayslips': true,
  'employees.allowSelfService': true,
};
const orgBonus = { enabled: false, type: 'percentage' as const, value: 0, month: 12 };
const orgBreakdown = { basic: 5000, housing: 2500, transport: 1500, other: 1000 };
const settings: PayrollGroupSettings = {
  groupId: 'g1',
  toggles: { ...orgToggles, 'payroll.autoRemitStatutory': true },
  payrollBonus: orgBonus,
  salaryBreakdown: { basic: 6000, housing: 2000, transport: 1000, other: 1000 },
  overridden: { toggles: ['payroll.autoRemitStatutory'], payrollBonus: false, salaryBreakdown: true },
  organization: { toggles: orgToggles, payrollBonus: orgBonus, salaryBreakdown: orgBreakdown },
};

beforeEach(() => {
  state.settings = settings;
  state.canEdit = true;
  Object.values(api).forEach((f) => f.mockClear());
});

describe('GroupSettingsScreen', () => {
  it('shows the effective values, which are the group’s own and which inherited, and the organisation’s value under an override', () => {
    renderWithIntl(<GroupSettingsScreen id="g1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Drivers: settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Basic (%)')).toHaveValue(60);
    const remit = screen.getByRole('switch', { name: 'Remit statutory deductions automatically' });
    expect(remit).toHaveAttribute('aria-checked', 'true');
    const remitRow = remit.closest('li')!;
    expect(within(remitRow).getByText('Set for this group')).toBeInTheDocument();
    expect(within(remitRow).getByText('Organisation: Off')).toBeInTheDocument();
    const payslipsRow = screen.getByRole('switch', { name: 'Email payslips' }).closest('li')!;
    expect(within(payslipsRow).getByText('From the organisation')).toBeInTheDocument();
    // Breakdown overridden, bonus inherited, three of four switches inherited.
    expect(screen.getAllByText('Set for this group')).toHaveLength(2);
    expect(screen.getAllByText('From the organisation')).toHaveLength(4);
  });

  it('stores an override when a switch is flipped', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GroupSettingsScreen id="g1" />);
    await user.click(screen.getByRole('switch', { name: 'Email payslips' }));
    await waitFor(() =>
      expect(api.setPayrollGroupToggle).toHaveBeenCalledWith('g1', {
        key: 'payroll.emailPayslips',
        enabled: false,
      }),
    );
  });

  it('resets an override to the organisation’s after confirmation', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GroupSettingsScreen id="g1" />);
    await user.click(screen.getByRole('button', { name: "Reset Salary breakdown to the organisation's" }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reset Salary breakdown?')).toBeInTheDocument();
    expect(api.inheritPayrollGroupSalaryBreakdown).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.inheritPayrollGroupSalaryBreakdown).toHaveBeenCalledWith('g1'));

    await user.click(
      screen.getByRole('button', {
        name: "Reset Remit statutory deductions automatically to the organisation's",
      }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(api.inheritPayrollGroupToggle).toHaveBeenCalledWith('g1', 'payroll.autoRemitStatutory'),
    );
  });

  it('is read-only without the employees permission', () => {
    state.canEdit = false;
    renderWithIntl(<GroupSettingsScreen id="g1" />);
    expect(screen.getByRole('switch', { name: 'Email payslips' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Reset/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save bonus' })).not.toBeInTheDocument();
  });
});
