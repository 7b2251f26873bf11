import { expect, test, type Browser, type BrowserContext } from '../fixtures/test';
import { E2E_BASE_URL } from '../../playwright.config';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  latestMail,
  signIn,
  snap,
} from '../fixtures/helpers';

const PHONE = { width: 390, height: 844 };
const BASE_URL = E2E_BASE_URL;

/** A signed-out phone browser, in English or Chinese (the language cookie the switch sets). */
async function phone(browser: Browser, locale: 'en-GB' | 'zh-CN'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: BASE_URL }]);
  return context;
}

test.describe('[COMMS] polls and the suggestion box', () => {
  test('a poll for one department: two people answer from their mailed links, the analytics update live', async ({
    page,
    request,
    browser,
  }) => {
    const question = `Which training should we run next quarter? ${Date.now().toString(36)}`;

    // The people of Human Resources, read through the API as the employer.
    const login = await request.post('/api/v1/account/employer/login', {
      data: { email: DEMO_EMPLOYER, password: DEMO_PASSWORD },
    });
    const token = (await login.json()).data.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const departments = (await (await request.get('/api/v1/departments?search=Human', { headers })).json())
      .data as { id: string; name: string }[];
    const hr = departments.find((d) => d.name === 'Human Resources')!;
    const members = (
      await (await request.get(`/api/v1/departments/${hr.id}?perPage=100`, { headers })).json()
    ).data.employees as { email: string; status: string }[];
    const reachable = members.filter((m) => m.status !== 'separated');

    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/comms');
    await expect(page.getByRole('heading', { level: 1, name: 'Comms' })).toBeVisible();
    // The demo's seeded polls and announcement.
    await expect(
      page.getByRole('link', { name: 'Which health insurance plan should we choose for 2027?' }).first(),
    ).toBeVisible();
    await snap(page, 'comms-list');

    await page.getByRole('button', { name: 'New poll' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send poll' }).click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByPlaceholder('Option 1').fill('Excel for payroll');
    await dialog.getByPlaceholder('Option 2').fill('First aid');
    await dialog.getByRole('button', { name: 'Add an option' }).click();
    await dialog.getByPlaceholder('Option 3').fill('Customer service');
    await dialog.getByLabel('Chosen departments or payroll groups').check();
    await dialog.getByLabel('Human Resources').check();
    await expect(dialog.getByTestId('audience-count')).toHaveText(
      reachable.length === 1 ? 'Reaches 1 person' : `Reaches ${reachable.length} people`,
    );
    await snap(page, 'comms-new-poll-dialog');
    await dialog.getByRole('button', { name: 'Send poll' }).click();
    await expect(page.getByText(`Poll sent. Recipients: ${reachable.length}.`)).toBeVisible();

    // Its analytics, open (live) with nobody answered yet.
    await page.getByRole('link', { name: question }).click();
    await page.waitForURL(/\/app\/comms\/poll-analytics\/[0-9a-f-]+$/);
    await expect(page.getByTestId('poll-responses')).toHaveText('0');
    await expect(page.getByTestId('poll-recipients')).toHaveText(String(reachable.length));

    // Two people open their own links, signed out, on phones: one in English, one in Chinese.
    const linkOf = async (email: string) =>
      new URL(/https?:\/\/\S+\/polls\/[\w-]+/.exec((await latestMail(request, email)).text)![0]).pathname;
    const first = await linkOf(reachable[0]!.email);
    const second = await linkOf(reachable[1]!.email);
    expect(first).not.toBe(second);

    const en = await phone(browser, 'en-GB');
    const p1 = await en.newPage();
    await p1.goto(first);
    await expect(p1.getByRole('heading', { name: question })).toBeVisible();
    await snap(p1, 'comms-public-poll-en-390');
    await expectNoSeriousA11yViolations(p1);
    await p1.getByLabel('First aid').check();
    await p1.getByRole('button', { name: 'Send my answer' }).click();
    await expect(p1.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await snap(p1, 'comms-public-poll-thanks-en-390');
    // The link works once.
    await p1.goto(first);
    await expect(p1.getByRole('heading', { name: 'Already answered' })).toBeVisible();
    await snap(p1, 'comms-public-poll-used-en-390');

    const zh = await phone(browser, 'zh-CN');
    const p2 = await zh.newPage();
    await p2.goto(second);
    await expect(p2.getByRole('button', { name: '提交我的回答' })).toBeVisible();
    await p2.getByLabel('Excel for payroll').check();
    await snap(p2, 'comms-public-poll-zh-390');
    await p2.getByRole('button', { name: '提交我的回答' }).click();
    await expect(p2.getByRole('heading', { name: '谢谢！' })).toBeVisible();
    await snap(p2, 'comms-public-poll-thanks-zh-390');
    await en.close();
    await zh.close();

    // The open analytics page refreshes itself.
    await expect(page.getByTestId('poll-responses')).toHaveText('2', { timeout: 20_000 });
    await expect(page.getByTestId('option-count-0')).toContainText('1 answer');
    await expect(page.getByTestId('option-count-1')).toContainText('1 answer');
    await snap(page, 'comms-poll-analytics');

    // Closing early asks first; then the poll is closed.
    await page.getByRole('button', { name: 'Close poll now' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close poll' }).click();
    await expect(page.getByText('Poll closed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close poll now' })).toHaveCount(0);

    // The analytics at phone width, in Chinese.
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: BASE_URL }]);
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByText('回复率').first()).toBeVisible();
    await snap(page, 'comms-poll-analytics-zh-390');
    await page.goto('/app/comms');
    await expect(page.getByRole('heading', { level: 1, name: '沟通' })).toBeVisible();
    await expect(page.getByRole('link', { name: question }).first()).toBeVisible();
    await snap(page, 'comms-list-zh-390');
  });

  test('an anonymous suggestion through the box link, then archived', async ({ page, browser }) => {
    const message = `Please add shaded parking for motorbikes ${Date.now().toString(36)}`;
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/comms/suggestions');
    await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
    const link = (await page.getByTestId('suggestion-box-link').textContent())!.trim();
    await snap(page, 'comms-suggestions');

    const context = await phone(browser, 'en-GB');
    const box = await context.newPage();
    await box.goto(new URL(link).pathname);
    await expect(box.getByRole('heading', { name: 'Suggestion box' })).toBeVisible();
    await box.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(box.getByText('This field is required.')).toBeVisible();
    await box.getByLabel('Your suggestion').fill(message);
    await box.getByLabel('Category (optional)').fill('Facilities');
    await snap(box, 'comms-suggestion-box-en-390');
    await expectNoSeriousA11yViolations(box);
    await box.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(box.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await snap(box, 'comms-suggestion-box-thanks-en-390');
    await context.close();

    const zhContext = await phone(browser, 'zh-CN');
    const zhBox = await zhContext.newPage();
    await zhBox.goto(new URL(link).pathname);
    await expect(zhBox.getByRole('heading', { name: '建议箱' })).toBeVisible();
    await snap(zhBox, 'comms-suggestion-box-zh-390');
    await zhContext.close();

    await page.reload();
    const item = page.getByTestId('suggestion').filter({ hasText: message });
    await expect(item).toBeVisible();
    await expect(item.getByText('Anonymous')).toBeVisible();
    await item.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Suggestion archived.')).toBeVisible();
    await expect(page.getByTestId('suggestion').filter({ hasText: message })).toHaveCount(0);
    await page.getByRole('link', { name: 'Archived' }).click();
    await expect(page.getByTestId('suggestion').filter({ hasText: message })).toBeVisible();
    await snap(page, 'comms-suggestions-archived');
  });
});
