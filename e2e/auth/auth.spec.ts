import { expect, test } from '../fixtures/test';
import { E2E_BASE_URL } from '../../playwright.config';
import {
  createVerifiedEmployer,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  latestMail,
  otpFrom,
  signIn,
  snap,
  uniqueEmail,
} from '../fixtures/helpers';

test.describe('[AUTH] accounts end to end', () => {
  test('register → code from the outbox → verify → signed in → logout', async ({ page, request }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await page.getByLabel('First name').fill('Bisi');
    await page.getByLabel('Last name').fill('Adewale');
    await page.getByLabel('Organisation name').fill('Adewale Bakeries Ltd');
    await page.getByLabel('Country').selectOption('NG');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('bakeries-2026!');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/verify');
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const otp = otpFrom((await latestMail(request, email)).text);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(otp);

    // A new employer has KYC pending and no wallet, so /app opens onboarding.
    await page.waitForURL('**/app/onboarding');
    await expect(page.getByTestId('current-organization')).toHaveText('Adewale Bakeries Ltd');
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Bisi' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Sign in to Paygrid' })).toBeVisible();
    // The token is gone: the app is closed again.
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('the demo employer signs in; a wrong password shows the error and keeps the user on the page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill(DEMO_EMPLOYER);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/(dashboard|onboarding)$/);
    await expect(page.getByTestId('current-organization')).toHaveText('Demo Foods Ltd');
    // A signed-in user opening the login page goes to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('forgot → reset link from the outbox → sign in with the new password', async ({ page, request }) => {
    const { email } = await createVerifiedEmployer(request);
    await page.goto('/forgot');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec((await latestMail(request, email)).text)![0];
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Use at least 10 characters.')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('fresh-password-42');
    await page.getByLabel('Confirm new password').fill('fresh-password-42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, email, 'fresh-password-42');

    // The link was single use.
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  });

  test('guards: /app needs a session, /verify needs a pending verification', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/verify');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('screenshots of every auth screen on a laptop and a phone', async ({ page, request }) => {
    const { email } = await createVerifiedEmployer(request);
    await request.post('/api/v1/account/forgot-password', { data: { email } });
    const resetPath = new URL(
      /https?:\/\/\S+\/reset-password\/\S+/.exec((await latestMail(request, email)).text)![0],
    ).pathname;
    const screens: [string, string][] = [
      ['login', '/'],
      ['register', '/register'],
      ['forgot', '/forgot'],
      ['reset-password', resetPath],
    ];
    for (const [width, height, device] of [
      [1280, 800, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, path] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await snap(page, `auth-${name}-${device}`);
      }
      await page.context().addCookies([{ name: 'verification_email', value: email, url: E2E_BASE_URL }]);
      await page.goto('/verify');
      await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await snap(page, `auth-verify-${device}`);
    }
  });
});
