import { expect, test } from '../fixtures/test';
import { DEMO_EMPLOYER, DEMO_PASSWORD, latestMail, signIn, snap, uniqueEmail } from '../fixtures/helpers';

test.describe('[SETTINGS] team admins and settings', () => {
  test('the employer invites a team admin with only Employees; they join and cannot manage the team', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('team-admin');
    const password = 'Team-admin-2026';

    // The employer invites.
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/settings?tab=manage-team');
    await expect(page.getByRole('heading', { name: 'Team admins' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite team admin' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Choose at least one permission.')).toBeVisible();
    await dialog.getByLabel('Employees', { exact: true }).check();
    await snap(page, 'settings-team-invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent.')).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await snap(page, 'settings-team-pending-invitation');

    // The invitee follows the mailed link, at phone width.
    const mail = await latestMail(request, email);
    const path = new URL(/https?:\/\/\S+\/invite\/[\w-]+/.exec(mail.text)![0]).pathname;
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /^Join .+ on Paygrid$/ })).toBeVisible();
    await page.getByLabel('First name').fill('Kemi');
    await page.getByLabel('Last name').fill('Adeyemi');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await snap(page, 'invite-accept-390');
    await page.getByRole('button', { name: 'Join organisation' }).click();
    await page.waitForURL(/\/app(\/|$)/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    await snap(page, 'invite-used-390');

    // The new admin signs in: can read the team and settings, but sees no write controls.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, email, password);
    // The sidebar offers only what Employees allows (plus settings, which everyone has for their own account).
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Employees' })).toBeVisible();
    for (const hidden of [/^Wallet$/, /^Payroll$/, /^Leave/, /^Hiring/])
      await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    await page.goto('/app/settings?tab=manage-team');
    await expect(page.getByRole('cell', { name: /Kemi Adeyemi/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite team admin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await snap(page, 'settings-team-as-team-admin');
    await page.goto('/app/settings?tab=payroll-settings');
    await expect(page.getByRole('heading', { name: 'Salary breakdown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save breakdown' })).toHaveCount(0);
    await expect(page.getByLabel('Basic (%)')).toBeDisabled();

    // Back as the employer: the admin is listed with Employees only, and the bell says they joined.
    await page.context().clearCookies();
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/settings?tab=manage-team');
    const row = page.getByRole('row', { name: /Kemi Adeyemi/ });
    await expect(row.getByRole('cell', { name: 'Employees', exact: true })).toBeVisible();
    await snap(page, 'settings-team-as-employer');
  });

  test('payroll settings: the breakdown must add up to 100% before it saves', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/settings?tab=payroll-settings');
    const basic = page.getByLabel('Basic (%)');
    await expect(basic).toBeEnabled();
    await basic.fill('55');
    await expect(page.getByText('Total: 105% — must be exactly 100%')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save breakdown' })).toBeDisabled();
    await page.getByLabel('Other (%)').fill('5');
    await expect(page.getByText('Total: 100%', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save breakdown' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await snap(page, 'settings-payroll');
    await page.goto('/app/settings?tab=company-info');
    await page.getByLabel('Industry').fill('Food processing');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Company details saved.')).toBeVisible();
    await snap(page, 'settings-company-info');
    await page.goto('/app/payroll/settings');
    await expect(page.getByRole('heading', { name: 'Salary breakdown' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'payroll-settings-390');
  });
});
