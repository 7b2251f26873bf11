import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { AnalyticsFrame } from '@/components/analytics/analytics-frame';
import {
  BenefitsFrame,
  EarnedWageAccessFrame,
  EarnedWageAccessSettingsFrame,
} from '@/components/benefits/benefits-frame';
import { BillingFrame } from '@/components/billing/billing-frame';
import { CommsFrame, CommsSuggestionsFrame, PollAnalyticsFrame } from '@/components/comms/comms-frame';
import { HiringFrame, JobFormFrame, JobFrame } from '@/components/hiring/hiring-frame';
import { NestedFrame } from '@/components/layout/nested-frame';
import { LeaveFrame } from '@/components/leave/leave-frame';
import { ManageTeamsFrame } from '@/components/manage-teams/manage-teams-frame';
import {
  CreatePayrollFrame,
  PayrollAnalyticsFrame,
  PayrollFrame,
  PayrollRunFrame,
} from '@/components/payroll/payroll-frame';
import {
  AddRemittanceFrame,
  RemittanceFrame,
  RemittanceReceiptsFrame,
  RemittanceSettingsFrame,
  RemittancesFrame,
} from '@/components/remittances/remittances-frame';
import { ShiftsFrame } from '@/components/shifts/shifts-frame';
import { loadMessages } from '@/lib/i18n/catalog';

const enGB = loadMessages('en-GB');
const zhCN = loadMessages('zh-CN');

// Screens that still show only their frame (title, tabs, empty state). Screens with real data
// (onboarding, dashboard, settings, wallet, employees, departments, groups) have their own tests.
const frames: [string, ReactElement][] = [
  ['Analytics', <AnalyticsFrame key="a" />],
  ['Billing', <BillingFrame key="a" />],
  ['Manage teams', <ManageTeamsFrame key="a" />],
  ['Comms', <CommsFrame key="a" />],
  ['Suggestions', <CommsSuggestionsFrame key="a" />],
  ['Poll analytics', <PollAnalyticsFrame key="a" id="p1" />],
  ['Benefits', <BenefitsFrame key="a" />],
  ['Earned wage access', <EarnedWageAccessFrame key="a" />],
  ['Earned wage access settings', <EarnedWageAccessSettingsFrame key="a" />],
  ['Remittances', <RemittancesFrame key="a" />],
  ['Pension remittances', <RemittanceFrame key="a" type="pension" />],
  ['PAYE receipts', <RemittanceReceiptsFrame key="a" type="paye" />],
  ['ITF settings', <RemittanceSettingsFrame key="a" type="itf" />],
  ['Add NSITF remittance', <AddRemittanceFrame key="a" type="nsitf" />],
  ['Hiring', <HiringFrame key="a" searchParams={{ tab: 'in-active' }} />],
  ['Job opening', <JobFrame key="a" id="j1" />],
  ['Create job opening', <JobFormFrame key="a" />],
  ['Edit job opening', <JobFormFrame key="a" id="j1" />],
  ['Leave', <LeaveFrame key="a" searchParams={{ tab: 'employees-on-leave' }} />],
  ['Payroll', <PayrollFrame key="a" />],
  ['Payroll analytics', <PayrollAnalyticsFrame key="a" />],
  ['Payroll run', <PayrollRunFrame key="a" id="r1" />],
  ['Create payroll run', <CreatePayrollFrame key="a" />],
  ['Shifts', <ShiftsFrame key="a" searchParams={{ tab: 'locations' }} />],
];

function renderStrict(ui: ReactElement, locale: 'en-GB' | 'zh-CN') {
  // A missing or malformed message fails the test instead of rendering its key.
  const onError = (error: Error) => {
    throw error;
  };
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-GB' ? enGB : zhCN} onError={onError}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('screen frames', () => {
  it.each(frames)('%s renders its title and an empty state in en-GB', (title, ui) => {
    const { container } = renderStrict(ui, 'en-GB');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="empty-state"]')).not.toBeNull();
  });

  it.each(frames)('%s renders every string in zh-CN', (_title, ui) => {
    renderStrict(ui, 'zh-CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/\p{Script=Han}/u);
  });

  it('shows the id of dynamic segments in the description', () => {
    renderStrict(<PayrollRunFrame id="run-7" />, 'en-GB');
    expect(screen.getByText('Payroll run ID run-7')).toBeInTheDocument();
  });
});

describe('NestedFrame', () => {
  it('shows a back link to the parent list above its children', () => {
    render(
      <NestedFrame backHref="/app/employees" backLabel="Back to employees">
        <p>Record</p>
      </NestedFrame>,
    );
    expect(screen.getByRole('link', { name: 'Back to employees' })).toHaveAttribute('href', '/app/employees');
    expect(screen.getByText('Record')).toBeInTheDocument();
  });
});
