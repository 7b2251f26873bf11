import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { SettingsFrame } from '@/components/settings/settings-frame';
import { renderWithIntl } from './render-with-intl';

// The settings tabs are links that prefetch on intent through the router.
vi.mock('next/navigation', () => import('../components/memory-router'));

// The tabs load from the API; here the calls never settle, so panels show their loading state.
vi.stubGlobal('fetch', () => new Promise(() => {}));
const withQueries = (ui: React.ReactElement) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {ui}
  </QueryClientProvider>
);

describe('SettingsFrame', () => {
  it('shows the six settings tabs with company info active by default', () => {
    renderWithIntl(withQueries(<SettingsFrame searchParams={{}} />));
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
  });

  it('opens the chosen tab', () => {
    renderWithIntl(withQueries(<SettingsFrame searchParams={{ tab: 'payroll-settings' }} />));
    expect(screen.getByRole('link', { name: 'Payroll settings' })).toHaveAttribute('aria-current', 'page');
  });
});
