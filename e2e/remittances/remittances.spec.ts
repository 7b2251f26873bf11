import { expect, test, type APIRequestContext } from '../fixtures/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signIn,
  snap,
} from '../fixtures/helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * The demo employer runs and approves a regular run of a month no other spec uses, through the API (alone:
 * other specs may have set approval levels, restored after). Returns its period too.
 */
async function approveRun(request: APIRequestContext) {
  const login = await request.post('/api/v1/account/employer/login', {
    data: { email: DEMO_EMPLOYER, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()).data as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const settings = (await (await request.get('/api/v1/organizations/settings', { headers })).json()).data as {
    approvalLevels: { level: number; userId: string }[];
  };
  const before = settings.approvalLevels.map(({ level, userId }) => ({ level, userId }));
  expect(
    (
      await request.patch('/api/v1/organizations/settings/approval-levels', {
        headers,
        data: { levels: [{ level: 1, userId: user.id }] },
      })
    ).status(),
  ).toBe(200);
  try {
    const name = `E2E remittances ${Date.now().toString(36)}`;
    let runId = '';
    let period = '';
    // a retry on the same database finds its month taken (409): the next one is free
    for (const p of ['2026-12', '2027-01', '2027-02']) {
      const created = await request.post('/api/v1/payroll/create', {
        headers,
        data: { name, period: p, payDate: `${p}-15`, runType: 'regular', fxRates: { USD: 1550 } },
      });
      if (created.status() === 409) continue;
      expect(created.status(), await created.text()).toBe(201);
      runId = (await created.json()).data.id as string;
      period = p;
      break;
    }
    expect(runId).not.toBe('');
    const computed = await request.post('/api/v1/payroll/compute', { headers, data: { payrollId: runId } });
    expect(computed.status(), await computed.text()).toBe(200);
    const approved = await request.patch(`/api/v1/payroll/${runId}/approve`, {
      headers,
      data: { version: (await computed.json()).data.version },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    return { runId, name, period };
  } finally {
    await request.patch('/api/v1/organizations/settings/approval-levels', {
      headers,
      data: { levels: before },
    });
  }
}

test.describe('[REMITTANCES] statutory remittances in the browser', () => {
  test('an approved run owes PAYE and pension → schedules zip → record a receipt with its file → remitted', async ({
    page,
    request,
  }) => {
    const { runId, name, period } = await approveRun(request);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);

    // One card per Nigerian type, with what is outstanding.
    await page.goto('/app/employees/remittances');
    await expect(page.getByRole('heading', { level: 1, name: 'Remittances' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Remittance types' });
    await expect(cards.getByRole('link')).toHaveCount(5);
    const paye = cards.getByRole('link', { name: /^PAYE/ });
    await expect(paye).toContainText('Outstanding');
    await expect(paye).not.toContainText('Outstanding NGN 0.00');
    await expect(cards.getByRole('link', { name: /^Pension/ })).not.toContainText('Outstanding NGN 0.00');
    await snap(page, 'remittances-overview');
    await expectNoSeriousA11yViolations(page);

    // PAYE: the run's liabilities per state, outstanding, with due dates.
    await page.goto(`/app/employees/remittances/paye?payrollId=${runId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'PAYE remittances' })).toBeVisible();
    const payeRows = page.getByRole('table').getByRole('row');
    await expect(payeRows.nth(1)).toContainText(name);
    await expect(payeRows.nth(1)).toContainText('Outstanding');
    const [y, m] = period.split('-').map(Number) as [number, number];
    // due on the 10th of the next month, written in the app's date format ("Due 10 Jan 2027")
    const due = new Date(Date.UTC(y, m, 10));
    await expect(payeRows.nth(1)).toContainText(new RegExp(`Due 10 [A-Z][a-z]{2,3} ${due.getUTCFullYear()}`));
    await snap(page, 'remittances-paye');

    // The schedules zip: one xlsx and one CSV per type and payee.
    const downloading = page.waitForEvent('download');
    await payeRows
      .nth(1)
      .getByRole('button', { name: `Download the schedules of ${name}` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`schedules-${period}.zip`);
    const files = Object.keys(unzipSync(new Uint8Array(readFileSync((await download.path())!))));
    const under = (dir: string, ext: string) =>
      files.some((f) => f.startsWith(`${period}/${dir}/`) && f.endsWith(ext));
    expect(
      under('paye', '.xlsx') &&
        under('paye', '.csv') &&
        under('pension', '.xlsx') &&
        under('pension', '.csv'),
    ).toBe(true);
    expect(files.length % 2).toBe(0);

    // Pension: record the first PFA's remittance in full, with the receipt.
    await page.goto(`/app/employees/remittances/pension?payrollId=${runId}`);
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first).toContainText('Outstanding');
    const payee = (await first.getByRole('cell').nth(1).innerText()).trim();
    await first.getByRole('link', { name: /^Record a remittance to/ }).click();
    await page.waitForURL(/\/pension\/add\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Pension remittance' })).toBeVisible();
    await expect(page.getByLabel(/^Amount paid/)).not.toHaveValue('');
    await page.getByRole('button', { name: 'Record remittance' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByLabel(/^Payment reference/).fill('PFA-E2E-0001');
    await page
      .getByLabel(/^Receipt/)
      .setInputFiles({ name: 'pfa-receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Uploaded: pfa-receipt.pdf')).toBeVisible();
    await snap(page, 'remittances-add');
    await page.getByRole('button', { name: 'Record remittance' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Record this remittance?' });
    await expect(confirm).toContainText(payee);
    await confirm.getByRole('button', { name: 'Record' }).click();
    await page.waitForURL(/\/pension\/receipts$/);
    await expect(page.getByText('Remittance recorded.')).toBeVisible();
    const receipt = page.getByRole('row', { name: /PFA-E2E-0001/ });
    await expect(receipt).toContainText(payee);
    await expect(receipt.getByRole('button', { name: 'View the receipt of PFA-E2E-0001' })).toBeVisible();
    await snap(page, 'remittances-receipts');

    // The liability is remitted now.
    await page.goto(`/app/employees/remittances/pension?payrollId=${runId}`);
    await expect(page.getByRole('row', { name: new RegExp(payee) }).first()).toContainText('Remitted');
    await snap(page, 'remittances-pension-remitted');

    await page.goto('/app/employees/remittances/pension/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Pension settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Statutory admins' })).toBeVisible();
    await expect(page.getByLabel('Employer registration number')).toBeVisible();
    await expect(page.getByText('No statutory admins yet.')).toBeVisible();
    await snap(page, 'remittances-settings');
  });
});
