import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { LeaveFrame } from '@/components/leave/leave-frame';
import { renderWithIntl } from './render-with-intl';

vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  useRouter: () => ({ prefetch: vi.fn(), push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/app/leave',
  useSearchParams: () => new URLSearchParams(),
}));

// The tabs' data loads through React Query; these tests look at the frame only, so queries stay pending.
const withQueries = (ui: ReactElement) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
    {ui}
  </QueryClientProvider>
);

describe('LeaveFrame', () => {
  it('shows the four leave tabs with the calendar active by default', () => {
    renderWithIntl(withQueries(<LeaveFrame searchParams={{}} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Leave' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Leave' });
    expect([...tabs.querySelectorAll('a')].map((t) => t.textContent)).toEqual([
      'Calendar',
      'Leave requests',
      'Employees on leave',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the leave requests tab current on that tab, and links to the others with their tab', () => {
    renderWithIntl(withQueries(<LeaveFrame searchParams={{ tab: 'leave-requests' }} />));
    expect(screen.getByRole('link', { name: 'Leave requests' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/app/leave?tab=calendar');
  });
});
