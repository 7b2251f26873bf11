import { E2E_FAKE_FLUTTERWAVE_CONTROL, E2E_PAYSTACK_URL } from '../../playwright.config';
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { apiCall } from '../fixtures/api';
import { latestMail, otpFrom, signIn, snap, uniqueEmail } from '../fixtures/helpers';

// Issue 35: a Ugandan organisation on the Paystack-configured e2e server (which also offers Flutterwave, its
// local fake on the next ports) chooses Flutterwave, funds its UGX wallet by mobile money, and pays a run to
// MTN, Airtel and a bank account end to end. The fake's control API plays the payer and the banks.
test.use({ baseURL: E2E_PAYSTACK_URL });

const api = apiCall;

async function control(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const res = await request[method](`${E2E_FAKE_FLUTTERWAVE_CONTROL}${path}`, data ? { data } : {});
  expect(res.status(), `fake ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

const PASSWORD = 'e2e-password-1';

test.describe('[PAYROLL] paying through Flutterwave', () => {
  test('a Ugandan organisation chooses Flutterwave, funds by mobile money and pays MTN, Airtel and a bank account', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('flw');
    await request.post('/api/v1/account/employer/signup', {
      data: {
        firstName: 'Grace',
        lastName: 'Namusoke',
        email,
        password: PASSWORD,
        organizationName: 'Kampala Coffee Ltd',
        country: 'UG',
      },
    });
    const otp = otpFrom((await latestMail(request, email)).text);
    await request.patch('/api/v1/account/verify-email', { data: { email, otp } });
    const login = await request.post('/api/v1/account/employer/login', {
      data: { email, password: PASSWORD },
    });
    const token = (await login.json()).data.token as string;

    // the organisation's payments provider: Flutterwave (this deployment's default is Paystack)
    const settings = await api(request, token, 'put', 'payments/settings', { provider: 'flutterwave' });
    expect(settings).toMatchObject({ provider: 'flutterwave', deploymentDefault: 'paystack', chosen: true });

    // a UGX wallet, funded by a mobile-money charge the payer approves on the phone
    const wallet = await api(request, token, 'post', 'organizations/create-wallet', {});
    expect(wallet.currency).toBe('UGX');
    const charge = await api(request, token, 'post', 'organizations/ug/start-wallet-fund', {
      walletId: wallet.id,
      amount: 60_000_000,
      phone: '+256772000001',
    });
    await control(request, 'post', '/charge', { txRef: charge.reference });
    await expect(async () => {
      const wallets = (await api(request, token, 'get', 'organizations/wallets')) as {
        id: string;
        balance: number;
      }[];
      expect(wallets.find((w) => w.id === wallet.id)!.balance).toBe(60_000_000);
    }).toPass({ timeout: 30_000 });

    // three employees: an MTN wallet, an Airtel wallet, a bank account (whose holder's name Flutterwave resolves)
    const people = [
      { firstName: 'Okello', lastName: 'Peter', bankCode: 'MTN', accountNumber: '0772123456' },
      { firstName: 'Nakato', lastName: 'Sarah', bankCode: 'AIRTEL', accountNumber: '0701234567' },
      { firstName: 'Ada', lastName: 'Obi', bankCode: 'CERBUGKA', accountNumber: '3100012345' },
    ];
    const ids: string[] = [];
    for (const p of people) {
      const created = await api(request, token, 'post', 'employees', {
        ...p,
        staffId: `UG-${p.firstName}`,
        email: uniqueEmail(p.firstName.toLowerCase()),
        startDate: '2026-01-05',
        payCurrency: 'UGX',
        basic: 2_000_000,
      });
      ids.push(created.id as string);
    }

    const run = await api(request, token, 'post', 'payroll/create', {
      name: 'November payroll',
      period: '2026-11',
      payDate: '2026-11-27',
      runType: 'regular',
      employeeIds: ids,
    });
    await api(request, token, 'post', 'payroll/compute', { payrollId: run.id });

    await signIn(page, email, PASSWORD);
    await page.goto(`/app/payroll/${run.id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const release = page.getByRole('dialog', { name: /release pay\?$/ });
    await expect(release.getByTestId('release-net')).toContainText('UGX');
    await release.getByRole('button', { name: 'Approve and pay' }).click();

    // the server's workers send each transfer through Flutterwave and read its fate back
    await expect(page.getByTestId('payout-paid')).toContainText('3 payments', { timeout: 60_000 });
    const detail = (await api(request, token, 'get', `payroll/${run.id}`)) as {
      employees: { id: string; employeeId: string }[];
    };
    const banks: string[] = [];
    for (const row of detail.employees) {
      const transfer = await control(request, 'get', `/transfers/payroll-${row.id}-1`);
      expect(transfer.status).toBe('SUCCESSFUL');
      expect(transfer.currency).toBe('UGX');
      banks.push(transfer.bank_code as string);
    }
    expect(banks.sort()).toEqual(['AIRTEL', 'CERBUGKA', 'MTN']);
    await snap(page, 'flutterwave-uganda-run-paid');
  });
});
