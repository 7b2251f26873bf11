import { expect, test, type APIRequestContext } from '../fixtures/test';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  pickEmployee,
  signIn,
  snap,
} from '../fixtures/helpers';

const EWA = '/api/v1/employees/benefits/earned-wage-access';

async function apiToken(request: APIRequestContext) {
  const res = await request.post('/api/v1/account/employer/login', {
    data: { email: DEMO_EMPLOYER, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

/**
 * A demo employee who may draw today (active, on payroll, verified bank) and has no advance yet (the demo's
 * November advances would add to the recovery this spec checks).
 */
async function drawableEmployee(request: APIRequestContext, auth: Record<string, string>) {
  const drew = new Set(
    (
      (await (await request.get(`${EWA}?perPage=100`, { headers: auth })).json()).data as {
        employeeId: string;
      }[]
    ).map((a) => a.employeeId),
  );
  const list = await request.get('/api/v1/employees?tab=active&perPage=40', { headers: auth });
  const people = (await list.json()).data as {
    id: string;
    staffId: string;
    firstName: string;
    lastName: string;
    payCurrency: string;
  }[];
  for (const p of people.filter((e) => e.payCurrency === 'NGN' && !drew.has(e.id))) {
    const cap = (await (await request.get(`${EWA}/cap?employeeId=${p.id}`, { headers: auth })).json()).data;
    if (!cap.blockedReason && cap.cap >= 600_000) return p;
  }
  throw new Error('no demo employee can draw today');
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

test.describe('[BENEFITS] earned wage access', () => {
  test('settings, an advance granted with the live cap, the next run recovers it on the payslip', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const auth = { authorization: `Bearer ${await apiToken(request)}` };

    // Settings through the screen: turn the scheme on with a flat fee the employee pays.
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/employees/benefits/earned-wage-access/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Earned wage access settings' })).toBeVisible();
    await page.getByLabel('Offer earned wage access').check();
    await page.getByLabel(/^Advances per month/).fill('3');
    await page.getByLabel(/^Cut-off/).fill('0');
    await page.getByLabel(/^Fee \(NGN\)/).fill('100');
    await page.getByLabel(/^Share of earned pay/).fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a whole percentage from 1 to 100.')).toBeVisible();
    await page.getByLabel(/^Share of earned pay/).fill('50');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Earned wage access settings saved.')).toBeVisible();
    await snap(page, 'benefits-ewa-settings');

    // A new advance: the dialog shows the cap with its working; over the cap is refused on the field.
    const person = await drawableEmployee(request, auth);
    const name = `${person.firstName} ${person.lastName}`;
    await page.goto('/app/employees/benefits/earned-wage-access');
    await expect(page.getByRole('heading', { level: 1, name: 'Earned wage access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who cannot draw' })).toBeVisible();
    await snap(page, 'benefits-ewa-list-before');
    await page.getByRole('button', { name: 'New advance' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New advance' });
    await pickEmployee(dialog, /^Employee/, person.staffId);
    const working = dialog.getByTestId('ewa-cap');
    await expect(working).toContainText('Monthly net pay');
    await expect(working).toContainText(/Earned so far: \d+ of \d+ working days/);
    await dialog.getByLabel(/^Amount \(NGN\)/).fill('99999999');
    await dialog.getByRole('button', { name: 'Grant advance' }).click();
    await expect(dialog.getByText(/more than the employee can draw today/)).toBeVisible();
    await snap(page, 'benefits-ewa-new-advance');
    await dialog.getByLabel(/^Amount \(NGN\)/).fill('5000');
    await dialog.getByRole('button', { name: 'Grant advance' }).click();
    await expect(page.getByText('Advance granted; the payment is on its way.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(name) }).first();
    await expect(row).toContainText('Processing');
    await expect(row).toContainText('5,000.00');
    await snap(page, 'benefits-ewa-list-after');
    await expectNoSeriousA11yViolations(page);

    // The benefits page's card counts it.
    await page.goto('/app/employees/benefits');
    await expect(page.getByText(/^\d+ employees?$/)).toBeVisible();
    await snap(page, 'benefits-card');

    // The next payroll run for that employee carries the recovery: ₦5,000 + the ₦100 fee.
    const advances = (
      await (
        await request.get(`${EWA}?search=${encodeURIComponent(person.staffId)}`, { headers: auth })
      ).json()
    ).data as { month: string; recoverable: number }[];
    const period = nextMonth(advances[0]!.month);
    const created = await request.post('/api/v1/payroll/create', {
      headers: auth,
      data: { name: `EWA check ${period}`, period, payDate: `${period}-25`, employeeIds: [person.id] },
    });
    expect(created.status()).toBe(201);
    const runId = (await created.json()).data.id as string;
    expect(
      (await request.post('/api/v1/payroll/compute', { headers: auth, data: { payrollId: runId } })).status(),
    ).toBe(200);
    await page.goto(`/app/payroll/${runId}`);
    await expect(page.getByText('Pending approval').first()).toBeVisible();
    await page
      .getByRole('table', { name: /^Employees/ })
      .getByRole('row')
      .nth(1)
      .getByRole('button')
      .first()
      .click();
    const slip = page.getByRole('dialog', { name: /^Payslip: / });
    const line = slip.getByTestId('payslip-line').filter({ hasText: 'Earned wage access' });
    await expect(line).toBeVisible();
    await expect(line).toContainText('5,100.00');
    await snap(page, 'benefits-ewa-payslip-recovery');
    // leave the period free for other specs (a regular run holds its period until rejected)
    const shown = (await (await request.get(`/api/v1/payroll/${runId}`, { headers: auth })).json()).data;
    const rejected = await request.patch(`/api/v1/payroll/${runId}/reject`, {
      headers: auth,
      data: { version: shown.version, reason: 'EWA check only' },
    });
    expect(rejected.status()).toBe(200);

    // zh-CN: the list in Chinese.
    await page.keyboard.press('Escape');
    await page.goto('/app/employees/benefits/earned-wage-access');
    await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toBeVisible();
    await page.getByTestId('language-switch').selectOption('zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '工资预支' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '无法预支的员工' })).toBeVisible();
    await snap(page, 'benefits-ewa-list-zh');
    await page.getByTestId('language-switch').selectOption('en-GB');
  });
});
