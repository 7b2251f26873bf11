import { screen } from '@testing-library/react';
import { HireEmployeeDialog, hirePrefill, hireValues } from '@/components/hiring/hire-employee-dialog';
import { getBanks } from '@/lib/api/payments';
import { getSettings } from '@/lib/api/settings';
import type { Application, Job } from '@/lib/contracts/hiring';
import type { OrganizationSettings } from '@/lib/contracts/settings';
import { envelope, me, renderScreen } from '../employees/helpers';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/api/payments');
vi.mock('@/lib/api/settings');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/components/employees/use-employee-options', async () => {
  const { options: o } = await import('../employees/helpers');
  return { useEmployeeOptions: () => o, useDepartmentAndGroupOptions: () => o };
});

const job = {
  id: 'j1',
  title: 'Sales Representative',
  currency: 'NGN',
  employmentType: 'full_time',
  department: null,
  jobRole: null,
} as unknown as Job;
// hired with an accepted offer of ₦240,000 a month
const application = {
  id: 'a1',
  firstName: 'Chiamaka',
  lastName: 'Nwachukwu',
  email: 'chiamaka@example.test',
  phone: '+234 803 000 0000',
  stage: 'hired',
  offer: { salary: 24_000_000, currency: 'NGN', startDate: '2026-12-12', status: 'accepted' },
} as unknown as Application;

const withBreakdown = (salaryBreakdown: OrganizationSettings['salaryBreakdown']) =>
  vi.mocked(getSettings).mockResolvedValue(envelope({ salaryBreakdown } as OrganizationSettings));

beforeEach(() => vi.mocked(getBanks).mockResolvedValue(envelope([])));

describe('[HIRING] Create employee from a hire', () => {
  it('splits the offered salary by the organisation’s salary breakdown, basic taking the rounding', () => {
    const p = hirePrefill({ ...application, offer: { ...application.offer!, salary: 33_333 } }, job);
    expect(hireValues(p, job, { basic: 5000, housing: 2500, transport: 1500, other: 1000 })).toMatchObject({
      basic: 16_667,
      housing: 8_333,
      transport: 5_000,
      other: 3_333,
    });
    // without a breakdown the gross stays whole in basic (payroll splits a single gross the same way)
    expect(hireValues(p, job)).toMatchObject({ basic: 33_333 });
    expect(hireValues(p, job)).not.toHaveProperty('housing');
  });

  it.each([
    [
      { basic: 5000, housing: 2500, transport: 1500, other: 1000 },
      ['120,000.00', '60,000.00', '36,000.00', '24,000.00'],
    ],
    [
      { basic: 6000, housing: 2000, transport: 1000, other: 1000 },
      ['144,000.00', '48,000.00', '24,000.00', '24,000.00'],
    ],
  ])(
    'opens the form with basic, housing, transport and other from the breakdown %o',
    async (breakdown, amounts) => {
      withBreakdown(breakdown);
      renderScreen(<HireEmployeeDialog application={application} job={job} open onOpenChange={() => {}} />);
      const basic = await screen.findByLabelText(/^Basic/);
      const [b, h, t, o] = amounts as [string, string, string, string];
      expect(basic).toHaveValue(b);
      expect(screen.getByLabelText(/^Housing/)).toHaveValue(h);
      expect(screen.getByLabelText(/^Transport/)).toHaveValue(t);
      expect(screen.getByLabelText(/^Other allowances/)).toHaveValue(o);
      expect(screen.getByText(/240,000/)).toBeInTheDocument();
    },
  );
});
