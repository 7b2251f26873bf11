import { expect, test } from '../fixtures/test';
import {
  createVerifiedEmployer,
  DEMO_CONSULTANT,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signIn,
  snap,
} from '../fixtures/helpers';

const DEMO_EXPIRED = 'expired@demo.paygrid.test';

test.describe('[SHELL] routes, guards and layout', () => {
  test('/app sends an employer without KYC or wallet to onboarding; onboarded employers and consultants to the dashboard', async ({
    page,
    request,
  }) => {
    const fresh = await createVerifiedEmployer(request);
    await signIn(page, fresh.email, fresh.password);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await page.context().clearCookies();
    // The demo employer has KYC approved and a funded wallet (demo seed).
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.context().clearCookies();
    await signIn(page, DEMO_CONSULTANT, DEMO_PASSWORD);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('pages send their security headers and sign-in sets an HttpOnly, Secure, SameSite=Lax session cookie (production)', async ({
    request,
  }) => {
    const login = await request.post('/api/v1/account/employer/login', {
      data: { email: DEMO_EMPLOYER, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const cookie = login.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    for (const path of ['/', '/app/dashboard']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toMatch(/script-src[^;]*'nonce-/);
      expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    }
  });

  test('tab-less URLs redirect to their default tab', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    const cases: [string, string][] = [
      ['/app/employees', 'active'],
      ['/app/employees/departments', 'all'],
      ['/app/employees/123e4567-e89b-12d3-a456-426614174000', 'details'],
      ['/app/settings', 'company-info'],
      ['/app/leave', 'calendar'],
      ['/app/shifts', 'active-schedule'],
      ['/app/hiring', 'active'],
    ];
    for (const [path, tab] of cases) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}\\?tab=${tab}$`));
    }
    await page.goto('/app/settings?tab=audit-log');
    await expect(page).toHaveURL(/tab=audit-log$/);
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  });

  test('consultant-only screens send others to the dashboard', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    for (const path of ['/app/analytics', '/app/billing', '/app/manage-teams']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/app\/dashboard$/);
    }
    await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
  });

  test('an expired subscription lands guarded screens on the dashboard with the pay-wall open', async ({
    page,
  }) => {
    await signIn(page, DEMO_EXPIRED, DEMO_PASSWORD);
    await page.goto('/app/leave');
    await expect(page).toHaveURL(/\/app\/dashboard/);
    await expect(page.getByRole('dialog', { name: 'Your subscription has expired' })).toBeVisible();
    await snap(page, 'shell-paywall-desktop');
    await page.getByRole('button', { name: 'Not now' }).click();
    // Guarded controls open the pay-wall instead of navigating.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Shifts/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Your subscription has expired' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard/);
  });

  test('unknown paths show the not-found page with a way home', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap(page, 'shell-not-found');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/app\/(onboarding|dashboard)$/);
  });

  test('the language switch sets NEXT_LOCALE for 365 days and translates the screen', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/dashboard');
    // The cards come from client queries, so once they show the page is hydrated and the switch listens.
    await expect(page.getByTestId('card-total-employees').locator('[data-slot="stat-value"]')).toHaveText(
      /^\d+$/,
    );
    await page.getByTestId('language-switch').selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '欢迎，Amaka' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('zh-CN');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    await snap(page, 'shell-dashboard-desktop-zh');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'shell-dashboard-phone-zh');
    // On phones the language switch lives in the menu drawer.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog').getByTestId('language-switch').selectOption('en-GB');
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Employees' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Welcome, Amaka' })).toBeVisible();
  });

  test('the consultant switches organisation and back to consultant mode', async ({ page }) => {
    await signIn(page, DEMO_CONSULTANT, DEMO_PASSWORD);
    await expect(page.getByTestId('current-organization')).toHaveText('Consultant mode');
    await expect(page.getByRole('link', { name: 'Analytics' }).first()).toBeVisible();
    const switcher = page.getByTestId('org-switcher').first();
    await switcher.selectOption({ label: 'Abuja Clinics Ltd' });
    await page.waitForURL('**/app/dashboard');
    await expect(page.getByTestId('current-organization')).toHaveText('Abuja Clinics Ltd');
    await snap(page, 'shell-consultant-desktop');
    await page.getByTestId('org-switcher').first().selectOption({ label: 'All clients (consultant mode)' });
    await expect(page.getByTestId('current-organization')).toHaveText('Consultant mode');
  });

  test('login and dashboard pass axe; the shell on a laptop and a phone', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Amaka' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'shell-dashboard-desktop');
    await page.goto('/app/employees');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snap(page, 'shell-employees-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Employees' })).toBeVisible();
    await snap(page, 'shell-drawer-phone');
  });
});
