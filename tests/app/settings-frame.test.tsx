import { screen } from '@testing-library/react';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { renderWithIntl } from './render-with-intl';

describe('SettingsFrame', () => {
  it('shows the six settings tabs with company info active by default', () => {
    renderWithIntl(<SettingsFrame searchParams={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Company info',
      'Personal info',
      'Billing info',
      'Manage team',
      'Payroll settings',
      'Audit log',
    ]);
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual([
      '/app/settings?tab=company-info',
      '/app/settings?tab=personal-info',
      '/app/settings?tab=billing-info',
      '/app/settings?tab=manage-team',
      '/app/settings?tab=payroll-settings',
      '/app/settings?tab=audit-log',
    ]);
    expect(screen.getByRole('link', { name: 'Company info' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('No company details yet')).toBeInTheDocument();
  });

  it('shows the empty state of the chosen tab', () => {
    renderWithIntl(<SettingsFrame searchParams={{ tab: 'audit-log' }} />);
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
  });
});
