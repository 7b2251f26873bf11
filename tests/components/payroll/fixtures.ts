import type {
  PayrollDetail,
  PayrollEmployeeRow,
  PayrollRun,
  PayrollStatsCard,
} from '@/lib/contracts/payroll';

export const BASE = 'http://localhost/api/v1';
export const org = { id: 'org-1', name: 'Demo Foods', country: 'NG', currency: 'NGN', dialCode: '+234' };
export const employer = {
  id: 'user-1',
  firstName: 'Ada',
  currentUserRole: { name: 'employer', permissions: [], organization: org },
  currentConsultantRole: null,
};

export const run = (overrides: Partial<PayrollRun> = {}): PayrollRun => ({
  id: '0d6f5a2e-1111-4111-8111-000000000001',
  name: 'Payroll November 2026',
  period: '2026-11',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  payDate: '2026-11-30',
  runType: 'regular',
  payrollGroupId: null,
  payrollGroupName: null,
  status: 'pending_approval',
  version: 2,
  fxRates: {},
  totals: {
    NGN: {
      gross: 50_000_000,
      net: 40_000_000,
      paye: 5_000_000,
      deductions: 5_000_000,
      employerContributions: 4_000_000,
      employees: 2,
    },
  },
  employeeCount: 2,
  flaggedCount: 0,
  approvalLevels: 2,
  approvedLevels: 0,
  nextApprover: { level: 1, userId: 'user-1', name: 'Ada Obi', hasPermission: true },
  scheduledFor: null,
  rejectionReason: null,
  createdBy: { id: 'user-1', name: 'Ada Obi' },
  computedAt: '2026-11-24T10:00:00Z',
  approvedAt: null,
  rejectedAt: null,
  createdAt: '2026-11-24T09:00:00Z',
  ...overrides,
});

export const row = (overrides: Partial<PayrollEmployeeRow> = {}): PayrollEmployeeRow => ({
  id: 'pe-1',
  employeeId: 'e-1',
  name: 'Chinedu Okafor',
  staffId: 'DF-001',
  department: 'Kitchen',
  payoutStatus: null,
  payoutFailureReason: null,
  currency: 'NGN',
  bank: { bankName: 'Sandbox Bank', accountNumberMasked: '******6789', verified: true },
  gross: 30_000_000,
  taxableIncome: 25_000_000,
  paye: 3_000_000,
  deductions: 3_000_000,
  employerContributions: 2_400_000,
  net: 24_000_000,
  flagged: false,
  warnings: [],
  regime: 'NTA 2025',
  lines: [
    {
      code: 'basic',
      label: 'Basic salary',
      amount: 20_000_000,
      basis: 'Monthly basic ₦200,000.00',
      rule: 'Salary component',
    },
    {
      code: 'pension',
      label: 'Pension (employee)',
      amount: 2_400_000,
      basis: '8% of basic + housing + transport',
      rule: 'PRA 2014 s.4(1)',
    },
    {
      code: 'paye',
      label: 'PAYE',
      amount: 3_000_000,
      basis: 'Taxable income ₦250,000.00',
      rule: 'NTA 2025 bands',
    },
  ],
  ...overrides,
});

export const detail = (overrides: Partial<PayrollDetail> = {}): PayrollDetail => ({
  ...run(),
  approvals: [],
  variance: {
    previousRunId: null,
    previousPeriod: null,
    joiners: [],
    leavers: [],
    changed: [],
    previousTotals: {},
    joinersCount: 0,
    leaversCount: 0,
    changedCount: 0,
  },
  offCycle: null,
  employees: [row(), row({ id: 'pe-2', employeeId: 'e-2', name: 'Bola Ade', staffId: 'DF-002', lines: [] })],
  ...overrides,
});

export const stats: PayrollStatsCard = {
  lastRun: { id: 'r-0', period: '2026-10', payDate: '2026-10-30', status: 'approved' },
  previousRun: null,
  currencies: {
    NGN: {
      gross: 50_000_000,
      net: 40_000_000,
      paye: 5_000_000,
      headcount: 2,
      previous: { gross: 40_000_000, net: 32_000_000, paye: 4_000_000, headcount: 2 },
    },
  },
  awaitingApproval: 1,
  nextPayDate: '2026-11-30',
};
