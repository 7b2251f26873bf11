import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { NotificationsBell } from '@/components/layout/notifications-bell';
import { activeNavKey, NAV_ITEMS } from '@/components/layout/nav-items';
import { SidebarNav } from '@/components/layout/sidebar-nav';
import { useRootStore } from '@/lib/stores/root';
import { renderWithIntl } from '../../app/render-with-intl';

vi.mock('next/navigation', () => ({
  usePathname: () => '/app/employees/departments',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const withQuery = (ui: ReactElement) =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('SidebarNav', () => {
  it('marks the most specific module active and hides consultant-only items from employers', () => {
    withQuery(<SidebarNav isConsultant={false} subscriptionExpired={false} />);
    expect(screen.getByRole('link', { name: 'Departments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Employees' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });

  it('shows consultant-only items to consultants', () => {
    withQuery(<SidebarNav isConsultant subscriptionExpired={false} />);
    for (const name of ['Analytics', 'Billing', 'Manage teams'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('opens the pay-wall instead of navigating to guarded modules when the subscription expired', () => {
    useRootStore.getState().reset();
    withQuery(<SidebarNav isConsultant={false} subscriptionExpired />);
    const leave = screen.getByRole('link', { name: /Leave/ });
    const event = fireEvent.click(leave);
    expect(event).toBe(false); // default prevented
    expect(useRootStore.getState().isPayWallOpen).toBe(true);
  });

  it('on Starter, leave, shifts, benefits, hiring and comms open the pay-wall for their module; Starter’s own modules navigate', () => {
    useRootStore.getState().reset();
    withQuery(<SidebarNav isConsultant={false} subscriptionExpired={false} plan="starter" />);
    for (const [name, plan] of [
      ['Leave', 'Growth'],
      ['Shifts', 'Growth'],
      ['Benefits', 'Growth'],
      ['Hiring', 'Enterprise'],
      ['Comms', 'Enterprise'],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link.querySelector('[role="img"]')).toHaveAccessibleName(`Needs the ${plan} plan`);
      useRootStore.getState().setPayWallOpen(false);
      expect(fireEvent.click(link)).toBe(false);
      expect(useRootStore.getState()).toMatchObject({
        isPayWallOpen: true,
        payWallModule: name.toLowerCase(),
      });
    }
    useRootStore.getState().reset();
    for (const name of ['Employees', 'Payroll', 'Wallet', 'Remittances']) {
      const link = screen.getByRole('link', { name });
      expect(link.querySelector('[role="img"]')).toBeNull();
      fireEvent.click(link);
    }
    expect(useRootStore.getState().isPayWallOpen).toBe(false);
  });

  it('on Growth only hiring and comms are locked, and on the trial nothing is', () => {
    const { unmount } = withQuery(
      <SidebarNav isConsultant={false} subscriptionExpired={false} plan="growth" />,
    );
    const locked = () =>
      screen
        .getAllByRole('link')
        .filter((l) => l.querySelector('[role="img"]'))
        .map((l) => l.textContent);
    expect(locked()).toEqual(['Hiring', 'Comms']);
    unmount();
    withQuery(<SidebarNav isConsultant={false} subscriptionExpired={false} plan="trial" />);
    expect(locked()).toEqual([]);
  });

  it('hides modules a team admin has no permission for, and keeps settings for everyone', () => {
    withQuery(
      <SidebarNav
        isConsultant={false}
        subscriptionExpired={false}
        permissions={['leave', 'payroll.approve']}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Employees' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Wallet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Payroll' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leave/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows a statutory admin (no permissions) the remittances module and nothing else of the employees', () => {
    withQuery(
      <SidebarNav isConsultant={false} subscriptionExpired={false} permissions={[]} statutoryAdmin />,
    );
    expect(screen.getByRole('link', { name: 'Remittances' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Employees' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Benefits' })).toBeNull();
  });

  it('activeNavKey prefers the longest matching href', () => {
    expect(activeNavKey('/app/employees/groups/1/settings', NAV_ITEMS)).toBe('payroll-groups');
    expect(activeNavKey('/app/employees/abc', NAV_ITEMS)).toBe('employees');
    expect(activeNavKey('/app/wallets', NAV_ITEMS)).toBeUndefined();
  });
});

describe('NotificationsBell', () => {
  it('shows the unread count and marks all as read', async () => {
    let unread = 2;
    server.use(
      http.get(`${BASE}/notifications/user`, () =>
        HttpResponse.json({
          message: 'ok',
          data: [
            {
              id: 'n1',
              type: 'kyc',
              title: 'KYC approved',
              body: 'Verified.',
              readAt: unread ? null : '2026-11-01T00:00:00Z',
              createdAt: '2026-11-01T09:00:00Z',
            },
          ],
          meta: { page: 1, perPage: 20, total: 1, totalPages: 1, unread },
        }),
      ),
      http.patch(`${BASE}/notifications/user/mark-as-read`, () => {
        unread = 0;
        return HttpResponse.json({ message: 'ok', data: null });
      }),
    );
    withQuery(<NotificationsBell />);
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('KYC approved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
  });
});
