import { expect, test } from '../fixtures/test';
import { apiCall as api, nuban, apiToken } from '../fixtures/api';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signIn,
  snap,
} from '../fixtures/helpers';

test.describe('[PAYROLL] disbursement', () => {
  test('approve → partly paid with the closed account failed → fix the account → retry → paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, DEMO_EMPLOYER, DEMO_PASSWORD);
    // the demo's imported November joiner has an unverified account ending 0000 (the sandbox's closed account)
    const found = (await api(request, token, 'get', 'employees?search=DF-0061')) as {
      id: string;
      staffId: string;
    }[];
    const joiner = found.find((e) => e.staffId === 'DF-0061')!;
    expect(joiner).toBeDefined();
    const others = (await api(request, token, 'get', 'employees?perPage=5')) as {
      id: string;
      payCurrency?: string;
    }[];
    const colleague = others.find((e) => e.id !== joiner.id)!;
    // December, just the two of them: the demo's November slot stays free for the payroll spec
    const run = await api(request, token, 'post', 'payroll/create', {
      name: 'December payroll',
      period: '2026-12',
      payDate: '2026-12-23',
      runType: 'regular',
      employeeIds: [joiner.id, colleague.id],
    });
    await api(request, token, 'post', 'payroll/compute', { payrollId: run.id });

    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto(`/app/payroll/${run.id}`);
    await expect(page.getByText('Pending approval').first()).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    // the last approval shows what it releases and asks when to pay (issue 29 §4): the pay date is ahead, so
    // "Pay on the pay date" is offered first; this spec pays now
    const release = page.getByRole('dialog', { name: /release pay\?$/ });
    await expect(release.getByTestId('release-net')).toContainText('NGN');
    await expect(release.getByTestId('release-balance')).toContainText('NGN');
    await release.getByRole('radio', { name: /Pay now/ }).check();
    await snap(page, 'payroll-last-approval');
    await release.getByRole('button', { name: 'Approve and pay' }).click();

    // the transfers settle by themselves (the server's workers); the screen refreshes every 2 s
    const panel = page.getByTestId('disbursement');
    await expect(panel).toBeVisible();
    await expect(page.getByText('Partly paid').first()).toBeVisible({ timeout: 60_000 });
    const failed = page.getByTestId('failed-payouts');
    await expect(failed).toContainText('Ifeoma Chukwu');
    await expect(failed).toContainText(/Account closed/);
    await expect(page.getByTestId('payout-paid')).toContainText('1 payment');
    await snap(page, 'payroll-disbursement-partly-paid');
    await expectNoSeriousA11yViolations(page);

    // fix the account (checked by name enquiry on save), then retry the failed payment. The sandbox bank names
    // this account's holder EMEKA MUSA, not the joiner: an admin accepts the name, or the retry would be held
    const fixed = await api(request, token, 'put', `employees/${joiner.id}`, {
      bankCode: '058',
      accountNumber: nuban('058', '123456789'),
    });
    expect(fixed.bankVerificationStatus).toBe('name_mismatch');
    await api(request, token, 'patch', `employees/${joiner.id}/accept-bank-name`);
    // a changed account is paid only once a second admin confirms it (issue 33): the payroll team admin does
    const secondToken = await apiToken(request, 'payroll@demo.paygrid.test', DEMO_PASSWORD);
    await api(request, secondToken, 'post', `employees/${joiner.id}/bank-change/confirm`);
    await page.getByRole('button', { name: 'Retry failed payments' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Retry the failed payments?' });
    await snap(page, 'payroll-disbursement-retry-confirm');
    await confirm.getByRole('button', { name: 'Retry failed payments' }).click();
    // the run's status follows its payouts (the progress table's "Paid" label is there all along)
    await expect(panel).toContainText('Everyone in this run has been paid.', { timeout: 60_000 });
    await expect(page.getByTestId('failed-payouts')).toHaveCount(0);
    await snap(page, 'payroll-disbursement-paid');

    // the wallet shows the run's movements: the payout to clearing, the reversal, the retry
    await page.goto('/app/wallet');
    await expect(page.getByText(/December payroll/).first()).toBeVisible();
    await snap(page, 'payroll-disbursement-wallet');

    // Chinese
    await page.goto(`/app/payroll/${run.id}`);
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: page.url() }]);
    await page.reload();
    await expect(page.getByText('本次薪资的所有员工均已付款。')).toBeVisible();
    await expect(page.getByTestId('payout-paid')).toBeVisible();
    await snap(page, 'payroll-disbursement-paid-zh');
  });
});
