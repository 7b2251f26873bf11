import { expect, test, type Page } from '../fixtures/test';
import { createVerifiedEmployer, signIn, snap } from '../fixtures/helpers';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function fillKyc(page: Page, registrationNumber: string) {
  await page.getByLabel('Registered business name').fill('E2E Foods Limited');
  await page.getByLabel('RC / BN number').fill(registrationNumber);
  await page.getByLabel('Tax identification number (TIN)').fill('12345678-0001');
  await page.getByLabel('Registered address').fill('12 Marina Road, Lagos');
  await page.getByLabel('Industry', { exact: true }).fill('Food processing');
  await page.getByLabel('Company size').selectOption('11-50');
  await page.getByLabel('Full name').fill('Efe Udo');
}

test.describe('[ONBOARDING] KYC and wallet', () => {
  test('a new employer completes KYC (rejected, fixed, approved), opens and funds the wallet, and sees it on the dashboard and in the audit log', async ({
    page,
    request,
  }) => {
    const { email, password } = await createVerifiedEmployer(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, email, password);
    await page.goto('/app/onboarding');
    await expect(page.getByText('KYC pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open wallet' })).toBeDisabled();

    await page.getByRole('button', { name: 'Complete KYC' }).click();
    const form = page.getByRole('form', { name: 'Business verification (KYC)' });
    await expect(form).toBeVisible();
    // Submitting empty shows the contract's field errors.
    await form.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(form.getByText('Upload at least one document.')).toBeVisible();

    await fillKyc(page, 'AB12');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cac-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('cac-certificate.pdf')).toBeVisible();
    await snap(page, 'onboarding-kyc-form-390');

    await form.getByRole('button', { name: 'Submit KYC' }).click();
    const reasons = page.getByRole('alert').filter({ hasText: 'Your last submission was rejected' });
    await expect(reasons).toContainText('The RC/BN number must be RC followed by 4 to 8 digits');
    await expect(page.getByText('KYC rejected', { exact: true })).toBeVisible();
    await snap(page, 'onboarding-kyc-rejected-390');

    await page.getByLabel('RC / BN number').fill('RC123456');
    await form.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByText('KYC approved', { exact: true })).toBeVisible();
    await expect(page.getByTestId('step-kyc')).toHaveAttribute('data-done', 'true');
    await expect(form).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Open wallet' }).click();
    await expect(page.getByTestId('step-wallet')).toHaveAttribute('data-done', 'true');
    await expect(page.getByText('3 of 5 steps done')).toBeVisible();
    await snap(page, 'onboarding-kyc-approved-wallet-open');

    // Fund the new wallet through the sandbox transfer, then see the movement on the dashboard and in the audit log.
    await page.goto('/app/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/NGN\s0\.00/);
    await page.getByRole('button', { name: 'Simulate transfer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Simulate an incoming transfer' });
    await transfer.getByLabel('Amount (NGN)').fill('1,250,000.75');
    await transfer.getByRole('button', { name: 'Send transfer' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/NGN\s1,250,000\.75/);

    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByTestId('card-wallet-balance')).toContainText(/NGN\s1,250,000\.75/);
    await expect(page.getByTestId('card-total-employees')).toContainText('0');
    await expect(page.getByTestId('recent-transactions')).toContainText(/NGN\s1,250,000\.75/);
    await expect(page.getByTestId('no-employees')).toBeVisible();
    await snap(page, 'dashboard-after-funding');

    await page.goto('/app/settings?tab=audit-log');
    await expect(
      page.getByRole('row').filter({ hasText: 'Simulated a wallet funding' }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'Submitted business verification' }).first(),
    ).toBeVisible();
  });
});
