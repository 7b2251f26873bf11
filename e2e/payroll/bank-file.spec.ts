import fs from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { apiCall as api, apiToken } from '../fixtures/api';
import { DEMO_EMPLOYER, DEMO_PASSWORD, latestMail, signIn, snap } from '../fixtures/helpers';

type Person = {
  id: string;
  staffId: string;
  email: string;
  status: string;
  payCurrency: string;
  payrollEnabled: boolean;
};

test.describe('[PAYROLL] paying through the employer’s bank (issue 36)', () => {
  test('bank-file setting → approve (wallet untouched) → download nibss → mark paid → payslips mailed', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, DEMO_EMPLOYER, DEMO_PASSWORD);
    try {
      // the setting (PATCH payroll/settings; the select on the payroll settings screen is the component test's)
      await api(request, token, 'patch', 'payroll/settings', { disbursement: 'bank-file' });
      await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);

      // two demo employees paid in naira, away from the other specs' (page 4 of ten), in a month no other
      // spec uses (the run's own regular slot)
      const people = ((await api(request, token, 'get', 'employees?perPage=10&page=4')) as Person[]).filter(
        (e) =>
          e.status === 'active' && e.payCurrency === 'NGN' && e.payrollEnabled && e.staffId !== 'DF-0061',
      );
      const chosen = people.slice(0, 2);
      expect(chosen).toHaveLength(2);
      const run = await api(request, token, 'post', 'payroll/create', {
        name: 'Bank file payroll',
        // a month no other spec uses (the remittances spec looks for a free one among 2026-12 … 2027-02)
        period: '2027-04',
        payDate: '2027-04-28',
        runType: 'regular',
        employeeIds: chosen.map((p) => p.id),
      });
      await api(request, token, 'post', 'payroll/compute', { payrollId: run.id });
      const wallets = (await api(request, token, 'get', 'organizations/wallets')) as {
        currency: string;
        balance: number;
      }[];
      const before = wallets.find((w) => w.currency === 'NGN')?.balance;

      // approve: the dialog says nothing leaves the wallet
      await page.goto(`/app/payroll/${run.id}`);
      await page.getByRole('button', { name: 'Approve' }).click();
      const release = page.getByRole('dialog');
      await expect(release.getByTestId('release-bank-file')).toBeVisible();
      await release
        .getByRole('button', { name: /^Approve/ })
        .last()
        .click();
      await expect(page.getByText('Awaiting bank payment').first()).toBeVisible();
      const after = (
        (await api(request, token, 'get', 'organizations/wallets')) as { currency: string; balance: number }[]
      ).find((w) => w.currency === 'NGN')?.balance;
      expect(after).toBe(before);

      // download the NIBSS file: one line per employee, amounts with two decimals
      const panel = page.getByTestId('bank-file-panel');
      await expect(panel.getByTestId('bank-file-ready')).toContainText('2 payments ready');
      await snap(page, 'payroll-bank-file-panel');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Download file' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^bank-nibss-2027-04-.*\.csv$/);
      const text = await fs.readFile((await download.path())!, 'utf8');
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('Beneficiary Name,Account Number,Bank Code,Amount,Narration,Payment Reference');
      expect(lines).toHaveLength(3);
      for (const l of lines.slice(1)) expect(l).toMatch(/^[^,]+,\d{10},\d{3,6},\d+\.\d\d,[^,]+,PG202704/);

      // mark it paid: the bank's reference, today, confirmed
      await panel.getByLabel(/Bank reference/).fill('FT27020001');
      await panel.getByRole('button', { name: 'Mark as paid' }).click();
      await page
        .getByRole('alertdialog', { name: 'Mark this payroll as paid?' })
        .getByRole('button', { name: 'Yes, mark as paid' })
        .click();
      await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId('bank-file-paid')).toContainText('FT27020001');
      await snap(page, 'payroll-bank-file-paid');

      // each employee is mailed their payslip by the server's workers
      for (const p of chosen) {
        await expect
          .poll(async () => (await latestMail(request, p.email).catch(() => null))?.subject ?? '', {
            timeout: 60_000,
          })
          .toMatch(/April 2027|2027年4月/);
      }
    } finally {
      // later specs pay from the wallet
      await request.patch('/api/v1/payroll/settings', {
        headers: { authorization: `Bearer ${token}` },
        data: { disbursement: 'wallet' },
      });
    }
  });
});
