import { expect, test } from '../fixtures/test';
import { DEMO_CONSULTANT, DEMO_PASSWORD, latestMail, signIn, snap, uniqueEmail } from '../fixtures/helpers';

/** Seeded by server/seed/demo-billing.ts: trial lapsed, NGN wallet holding NGN 250,000. */
const DEMO_LAPSED = 'lapsed@demo.paygrid.test';

test.describe('[BILLING] subscriptions and the consultant console', () => {
  test('an expired employer hits the pay-wall, renews from the wallet, and opens leave', async ({ page }) => {
    await signIn(page, DEMO_LAPSED, DEMO_PASSWORD);
    await page.goto('/app/settings?tab=billing-info');
    await expect(page.getByTestId('billing-status')).toHaveText('Expired');
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription has expired' })).toBeVisible();

    // The pay-wall offers renewal in place: pay from the wallet without leaving the screen.
    await page.goto('/app/leave');
    await expect(page).toHaveURL(/\/app\/dashboard/);
    const paywall = page.getByRole('dialog', { name: 'Your subscription has expired' });
    await expect(paywall).toBeVisible();
    await snap(page, 'billing-paywall');
    await paywall.getByRole('button', { name: 'Renew now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay for Paygrid' });
    await expect(dialog.getByTestId('plan-starter')).toBeVisible();
    // Leave was asked for: the cheapest plan that includes it (Growth) is chosen, not Starter.
    await expect(dialog.getByTestId('plan-growth').getByRole('radio')).toBeChecked();
    await expect(dialog.getByTestId('plan-starter-modules')).not.toContainText('Leave');
    await dialog.getByText('Yearly').click();
    await expect(dialog.getByTestId('renew-pay')).toHaveText(/^Pay NGN\s255,000\.00 from wallet$/);
    await dialog.getByText('Monthly', { exact: true }).click();
    await snap(page, 'billing-renew-dialog');
    await dialog.getByTestId('renew-pay').click();
    await expect(page.getByText(/^Subscription paid\./)).toBeVisible();
    await expect(paywall).toHaveCount(0);

    await page.goto('/app/settings?tab=billing-info');
    await expect(page.getByTestId('billing-status')).toHaveText('Active');
    await expect(page.getByTestId('billing-plan')).toHaveText('Growth · Monthly');
    const row = page.getByRole('row', { name: /NGN\s?25,000\.00/ });
    await expect(row).toBeVisible();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Download invoice/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^invoice-PGS-\d{8}-[0-9A-F]{8}\.pdf$/);
    await snap(page, 'billing-info-active');

    // The guarded module opens (middleware.ts may hold the session's previous gate for up to 5 s).
    await expect(async () => {
      await page.goto('/app/leave');
      await expect(page).toHaveURL(/\/app\/leave/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Your subscription has expired' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/app/settings?tab=billing-info');
    await expect(page.getByTestId('billing-status')).toHaveText('Active');
    await snap(page, 'billing-info-375');
  });

  test('the consultant reads analytics and billing, switches into a client and back, and invites a colleague to it', async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO_CONSULTANT, DEMO_PASSWORD);
    await page.goto('/app/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const stats = page.getByTestId('consultant-stats');
    await expect(stats.getByRole('listitem').filter({ hasText: 'Clients' }).first()).toContainText('2');
    await expect(stats.getByRole('listitem').filter({ hasText: 'Employees across clients' })).toContainText(
      '20',
    );
    await expect(page.getByTestId('chart-gross-by-client')).toBeVisible();
    await expect(
      page.getByTestId('analytics-clients').getByRole('row', { name: /Lagos Logistics Ltd/ }),
    ).toBeVisible();
    await snap(page, 'consultant-analytics');

    await page.goto('/app/billing');
    const billings = page.getByTestId('consultant-billings');
    await expect(billings.getByRole('row', { name: /Lagos Logistics Ltd/ })).toContainText('Active');
    await expect(billings.getByRole('row', { name: /Abuja Clinics Ltd/ })).toContainText('Free trial');
    await snap(page, 'consultant-billing');

    // Into a client and back (spec §4: a full reload each time).
    const switchTo = async (label: string) => {
      const reloaded = page.waitForEvent('framenavigated', (f) => f === page.mainFrame());
      await page.getByRole('banner').getByTestId('org-switcher').selectOption({ label });
      await reloaded;
      await page.waitForLoadState('load');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    };
    await switchTo('Lagos Logistics Ltd');
    await expect(page.getByRole('banner').getByTestId('org-switcher').locator('option:checked')).toHaveText(
      'Lagos Logistics Ltd',
    );
    await snap(page, 'consultant-inside-client');
    // Lagos Logistics pays for Starter, which has no leave: its screen opens the pay-wall offering Growth.
    await page.goto('/app/leave');
    await expect(page).toHaveURL(/\/app\/dashboard/);
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Growth' });
    await expect(upgrade).toBeVisible();
    await upgrade.getByRole('button', { name: 'Not now' }).click();
    await expect(upgrade).toHaveCount(0);
    await switchTo('All clients (consultant mode)');
    await expect(page.getByRole('banner').getByTestId('org-switcher')).toHaveValue('');

    // A colleague limited to one client.
    const email = uniqueEmail('colleague');
    await page.goto('/app/manage-teams');
    await page.getByRole('button', { name: 'Invite team member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('First name').fill('Amaka');
    await dialog.getByLabel('Last name').fill('Nwosu');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Lagos Logistics Ltd').check();
    await dialog
      .getByRole('group', { name: 'Permissions in Lagos Logistics Ltd' })
      .getByLabel('Employees')
      .check();
    await snap(page, 'consultant-invite-member');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const member = page.getByTestId('team-members').getByRole('listitem').filter({ hasText: email });
    await expect(member).toContainText('Lagos Logistics Ltd');
    await expect(member).not.toContainText('Abuja Clinics Ltd');
    await snap(page, 'consultant-manage-teams');

    // The mailed link is for Lagos Logistics only.
    const mail = await latestMail(request, email);
    expect(mail.subject).toContain('Lagos Logistics Ltd');
  });
});
