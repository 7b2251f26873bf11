import { screen } from '@testing-library/react';
import { fullscreenCloseHref } from '@/components/layout/fullscreen-close';
import { FullscreenShell } from '@/components/layout/fullscreen-shell';
import { renderWithIntl } from '../../app/render-with-intl';

const nav = vi.hoisted(() => ({
  pathname: '/app/payroll/5d0c6a56-3a43-4d4f-9d36-0f1b2a3c4d5e',
  back: vi.fn(),
}));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ back: nav.back, push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
// the consultant guard is another part's concern: here it just shows the screen
vi.mock('@/components/consultants/organization-guard', () => ({
  OrganizationGuard: ({ children }: { children: React.ReactNode }) => children,
}));

describe('FullscreenShell "Close"', () => {
  it('on a run just created goes to the payroll list, not back to the create form', () => {
    renderWithIntl(
      <FullscreenShell>
        <p>run</p>
      </FullscreenShell>,
    );
    const close = screen.getByRole('link', { name: 'Close' });
    expect(close).toHaveAttribute('href', '/app/payroll');
    expect(nav.back).not.toHaveBeenCalled();
  });

  it.each([
    ['/app/payroll/create', '/app/payroll'],
    ['/app/payroll/5d0c6a56-3a43-4d4f-9d36-0f1b2a3c4d5e', '/app/payroll'],
    ['/app/hiring/create', '/app/hiring'],
    [
      '/app/hiring/7b3239f1-b735-4122-ab4e-82281640f095/edit',
      '/app/hiring/7b3239f1-b735-4122-ab4e-82281640f095',
    ],
    ['/app/employees/bulk', '/app/employees'],
    ['/app/employees/remittances/paye/add', '/app/employees/remittances/paye'],
  ])('closes %s to %s', (pathname, href) => {
    expect(fullscreenCloseHref(pathname)).toBe(href);
  });
});
