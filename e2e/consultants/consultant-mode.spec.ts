import { expect, test, type Page } from '../fixtures/test';
import { DEMO_CONSULTANT, DEMO_PASSWORD, signIn, snap } from '../fixtures/helpers';

const PHONE = { width: 390, height: 844 };

/**
 * The API calls a page makes from now on, as "METHOD path" (without /api/v1). Consultant mode may read the
 * consultant's own data (account, notifications, consultants/*), never an organisation's.
 */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/v1/'))
      calls.push(`${r.method()} ${url.pathname.slice('/api/v1/'.length)}`);
  });
  return calls;
}
const organisationCalls = (calls: string[]) =>
  calls.filter((c) => !/^(GET|POST|PATCH) (account|notifications|consultants)\//.test(c));

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.body.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('[CONSULTANTS] consultant mode without a client', () => {
  test('every organisation screen shows "Choose a client" with links that switch, and makes no organisation call (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_CONSULTANT, DEMO_PASSWORD);
    await expect(page.getByTestId('current-organization')).toHaveText('Consultant mode');

    const calls = apiCalls(page);
    await page.goto('/app/employees');
    const choose = page.getByTestId('choose-client');
    await expect(choose.getByRole('heading', { name: 'Choose a client' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    const clients = choose.getByRole('list', { name: 'Your clients' });
    await expect(clients.getByRole('link', { name: 'Lagos Logistics Ltd' })).toHaveAttribute(
      'href',
      '/app/employees?tab=active',
    );
    await expect(clients.getByRole('link', { name: 'Abuja Clinics Ltd' })).toBeVisible();
    // no skeleton rows waiting for an organisation, no "Add employee"
    await expect(page.getByRole('button', { name: 'Add employee' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(organisationCalls(calls)).toEqual([]);
    await expectNoSideScroll(page);
    await snap(page, 'consultant-choose-client-employees-390');

    // the same one place answers on the other organisation screens, the fullscreen ones too
    for (const path of ['/app/payroll', '/app/wallet', '/app/comms', '/app/payroll/create']) {
      await page.goto(path);
      await expect(page.getByTestId('choose-client'), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Abuja Clinics Ltd' })).toBeVisible();
    }
    await page.goto('/app/payroll');
    await expect(page.getByRole('link', { name: 'Lagos Logistics Ltd' })).toBeVisible();
    await snap(page, 'consultant-choose-client-payroll-390');
    await page.waitForLoadState('networkidle');
    expect(organisationCalls(calls)).toEqual([]);

    // a client link switches into that client and opens the screen that was asked for
    await page.goto('/app/employees');
    await page.getByTestId('choose-client').getByRole('link', { name: 'Lagos Logistics Ltd' }).click();
    await page.waitForURL('**/app/employees?tab=active');
    await expect(page.getByTestId('current-organization')).toHaveText('Lagos Logistics Ltd');
    await expect(page.getByRole('button', { name: 'Add employee' }).first()).toBeVisible();
    await expect(page.getByTestId('choose-client')).toHaveCount(0);
    await page.waitForLoadState('networkidle'); // hydrated: the screenshot's hidden caret is no mismatch
    await snap(page, 'consultant-client-employees-390');
  });

  test('in Chinese, "Choose a client" and its links (390 px)', async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_CONSULTANT, DEMO_PASSWORD);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: page.url() }]);
    await page.goto('/app/employees');
    const choose = page.getByTestId('choose-client');
    await expect(choose.getByRole('heading', { name: '选择客户' })).toBeVisible();
    await expect(choose.getByRole('link', { name: 'Lagos Logistics Ltd' })).toBeVisible();
    await expectNoSideScroll(page);
    await snap(page, 'consultant-choose-client-employees-zh-390');
    await page.goto('/app/dashboard');
    await expect(
      page.getByTestId('consultant-view').getByRole('link', { name: 'Abuja Clinics Ltd' }),
    ).toBeVisible();
    await snap(page, 'consultant-dashboard-zh-390');
  });

  test('client names on the consultant dashboard switch; a client that has paid payrolls has nothing left to verify', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_CONSULTANT, DEMO_PASSWORD);
    const view = page.getByTestId('consultant-view');
    await expect(view.getByRole('link', { name: 'Lagos Logistics Ltd' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    await snap(page, 'consultant-dashboard-390');
    await view.getByRole('link', { name: 'Lagos Logistics Ltd' }).click();
    await expect(page.getByTestId('current-organization')).toHaveText('Lagos Logistics Ltd');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Things to do' })).toBeVisible();
    // two payrolls paid to its 14 staff: their accounts are verified and so is the business
    await expect(page.getByText(/bank accounts? not verified/i)).toHaveCount(0);
    await expect(page.getByText('Verify your business')).toHaveCount(0);
    await snap(page, 'consultant-client-dashboard-390');
    // back to consultant mode for the other specs of this login
    // on a phone the switcher sits under the header (the header's own is for wider screens)
    await page
      .locator('[data-testid="org-switcher"]:visible')
      .selectOption({ label: 'All clients (consultant mode)' });
    await expect(page.getByTestId('current-organization')).toHaveText('Consultant mode');
  });
});
