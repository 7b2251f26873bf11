import { E2E_FAKE_PAYSTACK_CONTROL, E2E_PAYSTACK_URL } from '../../playwright.config';
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { apiCall as api, apiToken } from '../fixtures/api';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signIn,
  snap,
} from '../fixtures/helpers';

// The demo deployment switched to PAYMENTS_PROVIDER=paystack against the local fake Paystack (issue 32): the
// second e2e server (playwright.config.ts). The fake's control API plays the bank and the payer.
test.use({ baseURL: E2E_PAYSTACK_URL });

async function control(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${E2E_FAKE_PAYSTACK_CONTROL}${path}`, { data });
  expect(res.status(), `fake ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

type Row = { id: string; name: string };

test.describe('[PAYROLL] paying through Paystack', () => {
  test('fund the wallet by bank transfer into its dedicated account, approve November, see paid, failed and reversed rows', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, DEMO_EMPLOYER, DEMO_PASSWORD);

    // the wallet's funding details are the dedicated account Paystack (the fake) assigned
    const wallets = (await api(request, token, 'get', 'organizations/wallets')) as {
      id: string;
      currency: string;
      accountNumber: string;
      bankName: string;
      balance: number;
    }[];
    const ngn = wallets.find((w) => w.currency === 'NGN')!;
    expect(ngn.accountNumber).toMatch(/^\d{10}$/);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/wallet');
    await expect(page.getByText(ngn.accountNumber).first()).toBeVisible();
    await expect(page.getByText(ngn.bankName).first()).toBeVisible();

    // someone pays ₦2,000,000 into it: Paystack's signed charge.success reaches the inbox, is re-verified, credited
    await control(request, '/fund', {
      accountNumber: ngn.accountNumber,
      amount: 200_000_000,
      senderName: 'DEMO FOODS TREASURY',
    });
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('row').filter({ hasText: 'Transfer from DEMO FOODS TREASURY' }).first(),
      ).toContainText(/\+NGN\s2,000,000\.00/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await snap(page, 'paystack-wallet-funded');

    // November, three people: one account Paystack's bank refuses, one it pays and later reverses
    const people = (await api(request, token, 'get', 'employees?perPage=3')) as { id: string }[];
    const run = await api(request, token, 'post', 'payroll/create', {
      name: 'November payroll',
      period: '2026-11',
      payDate: '2026-11-27',
      runType: 'regular',
      employeeIds: people.map((p) => p.id),
    });
    await api(request, token, 'post', 'payroll/compute', { payrollId: run.id });
    const detail = (await api(request, token, 'get', `payroll/${run.id}`)) as { employees: Row[] };
    const [failing, reversing, paid] = detail.employees;
    await control(request, '/script', {
      reference: `payroll-${failing!.id}-1`,
      outcome: 'fail',
      options: { gatewayResponse: 'Account is dormant' },
    });
    await control(request, '/script', {
      reference: `payroll-${reversing!.id}-1`,
      outcome: 'reverse-after-success',
    });

    await page.goto(`/app/payroll/${run.id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const release = page.getByRole('dialog', { name: /release pay\?$/ });
    await expect(release.getByTestId('release-net')).toContainText('NGN');
    await release.getByRole('button', { name: 'Approve and pay' }).click();

    // the server's workers send each transfer and read its fate from Paystack
    await expect(page.getByText('Partly paid').first()).toBeVisible({ timeout: 60_000 });
    const notPaid = page.getByTestId('failed-payouts');
    await expect(notPaid).toContainText(failing!.name);
    await expect(notPaid).toContainText('Account is dormant');
    await expect(page.getByTestId('payout-paid')).toContainText('2 payments');

    // the bank returns the second person's money after paying it: Paystack says so in a signed webhook
    await control(request, '/advance', { reference: `payroll-${reversing!.id}-1` });
    await control(request, '/deliver', {
      event: 'transfer.reversed',
      reference: `payroll-${reversing!.id}-1`,
    });
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('payout-reversed')).toContainText('1 payment', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(notPaid).toContainText(reversing!.name);
    await expect(notPaid).toContainText('Reversed by the bank');
    await expect(notPaid).toContainText('Returned by the bank after it was paid');
    // the paid row carries Paystack's transfer code and the bank's NIP session
    const paidRow = page.getByRole('row').filter({ hasText: paid!.name }).first();
    await expect(paidRow).toContainText(/Provider ref TRF_/);
    await expect(paidRow).toContainText(/Bank session NIP/);
    // Paystack's fees on the transfers it made are a line of the run
    await expect(page.getByTestId('payout-fees')).toContainText(/NGN\s[1-9]/);
    await snap(page, 'paystack-run-paid-failed-reversed');
    await expectNoSeriousA11yViolations(page);

    // the wallet shows the transfer fees Paystack charged, as their own entries
    await page.goto('/app/wallet');
    await expect(page.getByText(/Transfer fee: payroll-/).first()).toBeVisible();
    await snap(page, 'paystack-wallet-after-run');
  });
});
