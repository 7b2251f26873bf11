import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  latestMail,
  snap,
  uniqueEmail,
} from '../fixtures/helpers';
import { apiCall as call, apiToken, nuban } from '../fixtures/api';
import { codesFor } from '../fixtures/totp';

/** A new team admin of the demo organisation (the demo logins themselves never get MFA: other specs use them). */
async function newPayrollAdmin(request: APIRequestContext, adminToken: string, password: string) {
  const email = uniqueEmail('mfa-admin');
  await call(request, adminToken, 'post', 'organizations/admins', {
    email,
    permissions: ['employees', 'payroll.create', 'payroll.approve', 'wallet'],
  });
  const link = /\/invite\/([\w-]+)/.exec((await latestMail(request, email)).text)![1]!;
  const res = await request.post(`/api/v1/organizations/admins/complete/${link}`, {
    data: { firstName: 'Tobi', lastName: 'Ade', password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

async function enterCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Enter your authentication code' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/6-digit code/).fill(code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('[ACCOUNT] two-factor authentication and step-up (issue 33)', () => {
  test('enrol → sign in with a code → change a bank account with a code → approve with a code: that payout held → a second admin confirms → retry pays it', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const password = 'Mfa-admin-2026';
    const adminToken = await apiToken(request, DEMO_EMPLOYER, DEMO_PASSWORD);
    const email = await newPayrollAdmin(request, adminToken, password);

    // Enrol: password → QR code and key → first code → ten recovery codes.
    await page.goto('/');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\//);
    await page.goto('/app/settings?tab=personal-info');
    const setUp = page.locator('form').filter({ has: page.getByRole('button', { name: 'Set up' }) });
    await setUp.getByLabel(/Current password/).fill(password);
    await setUp.getByRole('button', { name: 'Set up' }).click();
    await expect(page.getByTestId('totp-qr').locator('svg')).toBeVisible();
    const secret = await page.getByLabel('Setup key').inputValue();
    const next = codesFor(secret);
    await snap(page, 'mfa-setup');
    await page.getByLabel(/6-digit code/).fill(await next());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).locator('li')).toHaveCount(10);
    await snap(page, 'mfa-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('button', { name: 'New recovery codes' })).toBeVisible();

    // Sign out, sign in again: the password, then the code.
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await snap(page, 'mfa-sign-in-code');
    await page.getByLabel(/6-digit code/).fill(await next());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/app\/(dashboard|onboarding)$/);

    // Two demo employees away from the other specs' (page 3 of the list).
    const staff = (await call(request, adminToken, 'get', 'employees?perPage=5&page=3')) as {
      id: string;
      staffId: string;
      firstName: string;
    }[];
    const [moved, colleague] = staff;

    // Change one's bank account in the form: the step-up dialog asks for a code and the form is saved with it.
    await page.goto(`/app/employees/${moved!.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit employee' });
    await form.getByLabel(/^Bank$/).selectOption({ label: 'Guaranty Trust Bank (GTBank)' });
    await form.getByLabel(/^Account number/).fill(nuban('058', '246813579'));
    // the form saves a new account only once the bank has named its holder
    await expect(form.getByTestId('verified-account-name')).not.toBeEmpty();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await snap(page, 'mfa-step-up-dialog');
    await enterCode(page, await next());
    await expect(page.getByText('Bank change awaiting confirmation')).toBeVisible();
    await snap(page, 'mfa-bank-change-pending');
    // the sandbox bank's holder name differs from the employee's: accepted, so only the change holds the pay
    await call(request, adminToken, 'patch', `employees/${moved!.id}/accept-bank-name`);

    // A run of the two, approved with a code: the changed account's payout is held, the other paid.
    const run = await call(request, adminToken, 'post', 'payroll/create', {
      name: 'May payroll (MFA)',
      // a month no other spec uses (the remittances spec looks for a free one among 2026-12 … 2027-02)
      period: '2027-05',
      payDate: '2027-05-27',
      runType: 'regular',
      employeeIds: [moved!.id, colleague!.id],
    });
    await call(request, adminToken, 'post', 'payroll/compute', { payrollId: run.id });
    await page.goto(`/app/payroll/${run.id}`);
    await expect(page.getByRole('region', { name: /new bank account awaits confirmation/ })).toContainText(
      moved!.staffId,
    );
    await page.getByRole('button', { name: 'Approve' }).click();
    const release = page.getByRole('dialog', { name: /release pay\?$/ });
    await release.getByRole('radio', { name: /Pay now/ }).check();
    await release.getByRole('button', { name: 'Approve and pay' }).click();
    await enterCode(page, await next());
    const notPaid = page.getByTestId('failed-payouts');
    await expect(notPaid).toContainText(/awaiting confirmation/, { timeout: 60_000 });
    await expect(page.getByTestId('payout-paid')).toContainText('1 payment', { timeout: 60_000 });
    await snap(page, 'mfa-payout-held');
    await expectNoSeriousA11yViolations(page);

    // A second admin confirms the change at once; the retry (a code again) pays the held payout.
    const second = await apiToken(request, 'payroll@demo.paygrid.test', DEMO_PASSWORD);
    await call(request, second, 'post', `employees/${moved!.id}/bank-change/confirm`);
    await page.getByRole('button', { name: 'Retry failed payments' }).click();
    await page
      .getByRole('alertdialog', { name: 'Retry the failed payments?' })
      .getByRole('button', { name: 'Retry failed payments' })
      .click();
    await enterCode(page, await next());
    await expect(page.getByTestId('disbursement')).toContainText('Everyone in this run has been paid.', {
      timeout: 60_000,
    });

    // Chinese: the settings card and the step-up dialog's words.
    // the cookie for the whole site (a page's URL as its url would scope it to that page's path)
    await page
      .context()
      .addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: new URL('/', page.url()).href }]);
    await page.goto('/app/settings?tab=personal-info');
    await expect(
      page.getByText('要求所有管理员使用双重验证').or(page.getByText('生成新的恢复码')),
    ).toBeVisible();
    await snap(page, 'mfa-settings-zh');
  });
});
