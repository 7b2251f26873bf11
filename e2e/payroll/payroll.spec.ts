import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  latestMail,
  outboxHeaders,
  signIn,
  snap,
  uniqueEmail,
} from '../fixtures/helpers';

const APPROVER_PASSWORD = 'Approver-2026-pass';
const PIN = '2468';

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/account/employer/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { token: string; user: { id: string } };
}

/** The newest chat message to `to` whose link goes to `page` (GET /api/v1/dev/chat-outbox). */
async function chatLink(request: APIRequestContext, to: string, page: 'create-pin' | 'authorise') {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/api/v1/dev/chat-outbox?to=${encodeURIComponent(to)}`, {
      headers: outboxHeaders(),
    });
    const messages = (await res.json()).data as { link: string }[];
    const hit = messages.find((m) => m.link.includes(`/${page}/`));
    if (hit) return new URL(hit.link).pathname;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${page} chat link for ${to}`);
}

/** A team admin holding payroll.approve, invited by the employer and joined through the API. */
async function inviteApprover(request: APIRequestContext, employerToken: string) {
  const email = uniqueEmail('approver');
  const invited = await request.post('/api/v1/organizations/admins', {
    headers: { authorization: `Bearer ${employerToken}` },
    data: { email, permissions: ['payroll.approve'] },
  });
  expect(invited.status()).toBe(201);
  const token = /\/invite\/([\w-]+)/.exec((await latestMail(request, email)).text)![1]!;
  const joined = await request.post(`/api/v1/organizations/admins/complete/${token}`, {
    data: { firstName: 'Musa', lastName: 'Bello', password: APPROVER_PASSWORD },
  });
  expect(joined.status()).toBeLessThan(300);
  const session = await apiToken(request, email, APPROVER_PASSWORD);
  return { email, userId: session.user.id };
}

async function createAndCompute(page: Page, runType: 'Regular' | 'Off-cycle') {
  await page.goto('/app/payroll/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create payroll run' })).toBeVisible();
  await page.getByLabel('Period').fill('2026-11');
  await page.getByLabel('Run type').selectOption({ label: runType });
  await expect(page.getByText(/of \d+ included/)).toBeVisible();
  const rate = page.getByLabel(/USD rate/);
  if (await rate.count()) await rate.fill('1550');
  return rate;
}

test.describe('[PAYROLL] runs, payslips and approval (one level by chat)', () => {
  test('create, compute, inspect a payslip, approve in two levels (the second by chat link and PIN), reject another run', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const employer = await apiToken(request, DEMO_EMPLOYER, DEMO_PASSWORD);
    const approver = await inviteApprover(request, employer.token);

    // The second approver asks for a chat link in Settings → Personal info and sets a PIN, at phone width.
    await signIn(page, approver.email, APPROVER_PASSWORD);
    await page.goto('/app/settings?tab=personal-info');
    await page.getByRole('button', { name: 'Approve from chat' }).click();
    await expect(page.getByText(/We sent a link to/)).toBeVisible();
    await snap(page, 'settings-approve-from-chat');
    await page.context().clearCookies();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(await chatLink(request, approver.email, 'create-pin'));
    await expect(page.getByRole('heading', { name: 'Create account pin' })).toBeVisible();
    await page.getByRole('group', { name: 'PIN' }).locator('input').first().click();
    await page.keyboard.type(PIN);
    await page.getByRole('group', { name: 'Enter the PIN again' }).locator('input').first().click();
    await page.keyboard.type(PIN);
    await snap(page, 'payroll-create-pin-375');
    await page.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByText('Your PIN is set. You can close this page.')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Two approval levels: the employer, then the chat approver.
    const levels = [
      { level: 1, userId: employer.user.id },
      { level: 2, userId: approver.userId },
    ];
    const set = await request.patch('/api/v1/organizations/settings/approval-levels', {
      headers: { authorization: `Bearer ${employer.token}` },
      data: { levels },
    });
    expect(set.status()).toBe(200);

    // The employer runs November's payroll.
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/payroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    await snap(page, 'payroll-list-before');
    await page.goto('/app/payroll/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Settings' })).toBeVisible();
    await expect(page.getByLabel('NHF base')).toHaveValue('basic');
    await snap(page, 'payroll-settings');

    await createAndCompute(page, 'Regular');
    await snap(page, 'payroll-create-preview');
    await page.getByRole('button', { name: /^Create and compute/ }).click();
    await page.waitForURL(/\/app\/payroll\/[0-9a-f-]{36}$/);
    const runUrl = page.url();
    await expect(page.getByText('Pending approval').first()).toBeVisible();
    await expect(page.getByTestId('totals-NGN')).toBeVisible();
    await snap(page, 'payroll-run-pending');
    await expectNoSeriousA11yViolations(page);

    // A payslip explains each figure.
    const table = page.getByRole('table', { name: /^Employees/ });
    await table.getByRole('row').nth(1).getByRole('button').first().click();
    const slip = page.getByRole('dialog', { name: /^Payslip: / });
    await expect(slip.getByTestId('payslip-line').first()).toBeVisible();
    expect(await slip.getByTestId('payslip-line').count()).toBeGreaterThan(2);
    await expect(slip.getByTestId('payslip-line').first()).toContainText('Basis:');
    await expect(slip.getByTestId('payslip-line').first()).toContainText('Rule:');
    await snap(page, 'payroll-payslip');
    await page.keyboard.press('Escape');

    // Level 1 in the browser.
    await page.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve level 1 of 2?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('approval-progress')).toHaveText('1 of 2 approvals');
    await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();

    // Level 2 from the chat link, with the PIN, signed out and at phone width.
    const authorise = await chatLink(request, approver.email, 'authorise');
    const context = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });
    const phone = await context.newPage();
    await phone.goto(new URL(authorise, page.url()).toString());
    await expect(phone.getByText(/asks you to approve a payroll run \(level 2 of 2\)/)).toBeVisible();
    await phone.getByRole('group', { name: 'Your PIN' }).locator('input').first().click();
    await phone.keyboard.type('1111');
    await phone.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByText(/Wrong PIN\. Attempts left: 4\./)).toBeVisible();
    const boxes = phone.getByRole('group', { name: 'Your PIN' }).locator('input');
    for (let i = 3; i >= 0; i--) {
      await boxes.nth(i).click();
      await phone.keyboard.press('Backspace');
    }
    await boxes.first().click();
    await phone.keyboard.type(PIN);
    await snap(phone, 'payroll-authorise-375');
    await expectNoSeriousA11yViolations(phone);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByText('You approved this run. You can close this page.')).toBeVisible();
    await phone.goto(new URL(authorise, page.url()).toString());
    await expect(phone.getByText('This link is invalid, used or expired.')).toBeVisible();
    await context.close();

    await page.goto(runUrl);
    // the final approval starts paying at once (issue 13): the demo's imported joiner has a closed account
    await expect(page.getByText(/^(Paying|Partly paid|Paid)$/).first()).toBeVisible();
    await expect(page.getByTestId('timeline-entry')).toHaveCount(2);
    await snap(page, 'payroll-run-approved');

    // An off-cycle run for the same month asks for its amounts: a bonus for one person, rejected with a reason.
    await createAndCompute(page, 'Off-cycle');
    await page.getByRole('button', { name: /^Create and compute/ }).click();
    await expect(page.getByText(/^Enter an amount for at least one person/)).toBeVisible();
    await page
      .getByLabel(/^Amount for .* \(NGN\)$/)
      .first()
      .fill('150000');
    await page.getByRole('button', { name: 'Create and compute (1 employee)' }).click();
    await page.waitForURL(/\/app\/payroll\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toBe(runUrl);
    await expect(page.getByTestId('off-cycle-payments')).toContainText('Bonus');
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject this run?' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Give a reason to reject.')).toBeVisible();
    await reject.getByLabel(/Reason/).fill('Bonus amounts not agreed yet');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Rejected: Bonus amounts not agreed yet')).toBeVisible();
    await snap(page, 'payroll-run-rejected');

    // "Close" on the run just created goes to the payroll list, not back to the create form
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/app\/payroll(\?[^/]*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    // other specs reject their check runs too: at least one rejected row, this one among them
    await expect(
      page.getByRole('table', { name: 'Payroll runs' }).getByText('Rejected').first(),
    ).toBeVisible();
    await snap(page, 'payroll-list-after');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(runUrl);
    await expect(page.getByTestId('totals-NGN')).toBeVisible();
    await snap(page, 'payroll-run-375');
  });
});
