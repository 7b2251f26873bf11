import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { ApiEnvelope } from '@/lib/api/client';
import type { EmployeeDetail, EmployeeSummary } from '@/lib/contracts/employees';
import { loadMessages } from '@/lib/i18n/catalog';

const messages = loadMessages('en-GB');

/** Intl (strict: a missing message fails the test) and a fresh query cache without retries. */
export function renderScreen(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onError = (error: Error) => {
    throw error;
  };
  return render(
    <NextIntlClientProvider locale="en-GB" messages={messages} onError={onError}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export const envelope = <T,>(data: T, meta?: ApiEnvelope<T>['meta']): ApiEnvelope<T> => ({
  message: 'OK',
  data,
  meta,
});

/** What the mocked `account/me` answers: an employer in an NGN organisation. */
export const me = {
  isPending: false,
  data: {
    id: 'user-1',
    currentUserRole: {
      name: 'employer',
      organization: { id: 'org-1', name: 'Demo Foods', currency: 'NGN', country: 'NG' },
    },
  },
};

export const summary = (overrides: Partial<EmployeeSummary> = {}): EmployeeSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  staffId: 'DF-001',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@demofoods.test',
  phone: null,
  status: 'active',
  department: { id: '22222222-2222-4222-8222-222222222222', name: 'Kitchen' },
  jobRole: { id: '44444444-4444-4444-8444-444444444444', name: 'Chef' },
  payrollGroup: { id: '55555555-5555-4555-8555-555555555555', name: 'Monthly' },
  payCurrency: 'NGN',
  monthlyGross: 25_000_050,
  bankName: 'Sandbox Bank',
  accountNumberMasked: '******6789',
  payrollEnabled: true,
  startDate: '2025-01-06',
  ...overrides,
});

export const detail = (overrides: Partial<EmployeeDetail> = {}): EmployeeDetail => ({
  ...summary(),
  otherNames: null,
  gender: 'female',
  dateOfBirth: '1990-04-02',
  address: null,
  employmentType: 'full_time',
  basic: 20_000_050,
  housing: 3_000_000,
  transport: 2_000_000,
  other: 0,
  bankCode: '058',
  accountName: 'ADA OBI',
  bankVerified: true,
  bankVerificationStatus: 'verified',
  bankNameAcceptedAt: null,
  bvnMasked: '*******1234',
  ninMasked: null,
  pensionEnabled: true,
  pfa: null,
  rsaPin: null,
  nhfNumber: null,
  payeEnabled: true,
  stateOfResidence: 'Lagos',
  taxId: null,
  nhfEnabled: false,
  nsitfEnabled: true,
  itfEnabled: true,
  annualRent: 0,
  rentEvidenceFileId: null,
  ewaEligible: false,
  separatedAt: null,
  separationReason: null,
  activeSuspension: null,
  createdAt: '2025-01-06T09:00:00Z',
  updatedAt: '2025-01-06T09:00:00Z',
  ...overrides,
});

export const options = {
  departments: [
    { id: '22222222-2222-4222-8222-222222222222', name: 'Kitchen' },
    { id: '33333333-3333-4333-8333-333333333333', name: 'Logistics' },
  ],
  roles: [{ id: '44444444-4444-4444-8444-444444444444', name: 'Chef', departmentId: null }],
  groups: [{ id: '55555555-5555-4555-8555-555555555555', name: 'Monthly' }],
};
