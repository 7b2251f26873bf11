import { expect, test, type Browser, type BrowserContext } from '../fixtures/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { DEMO_EMPLOYER, DEMO_PASSWORD, signIn, snap } from '../fixtures/helpers';

const PHONE = { width: 390, height: 844 };

/** A signed-out phone browser, in English or Chinese: a visitor of the shared link. */
async function visitor(browser: Browser, locale: 'en-GB' | 'zh-CN'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: PHONE, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: E2E_BASE_URL }]);
  return context;
}

/** The screen's percentage of a 0..1 share: one decimal, no trailing ".0" (components/comms/comms-ui.ts). */
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

test.describe('[COMMS] poll analytics and the shared link', () => {
  test('shared-link answers count as responses, apart and in no department; the shared link says it is anonymous', async ({
    page,
    request,
    browser,
  }) => {
    const login = await request.post('/api/v1/account/employer/login', {
      data: { email: DEMO_EMPLOYER, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
    const question = `Should the canteen open on Saturdays? ${Date.now().toString(36)}`;
    // a named poll to everyone, with a shared link: answers through the link are anonymous all the same
    const created = await request.post('/api/v1/comms', {
      headers,
      data: {
        type: 'poll',
        question,
        options: ['Yes', 'No'],
        anonymous: false,
        sharedLink: true,
        audience: { departmentIds: [], payrollGroupIds: [] },
      },
    });
    expect(created.status()).toBe(201);
    const poll = (await created.json()).data as { id: string; recipients: number; sharedToken: string };
    expect(poll.recipients).toBeGreaterThan(2);

    // two visitors answer through the shared link, one in English, one in Chinese
    const en = await visitor(browser, 'en-GB');
    const p1 = await en.newPage();
    await p1.goto(`/polls/${poll.sharedToken}`);
    await expect(p1.getByRole('heading', { name: question })).toBeVisible();
    await expect(p1.getByText('This is a shared link: your answer is anonymous.')).toBeVisible();
    await expect(p1.getByText('Your name is shared with your answer.')).toHaveCount(0);
    await snap(p1, 'comms-shared-link-en-390');
    await p1.getByLabel('Yes').check();
    await p1.getByRole('button', { name: 'Send my answer' }).click();
    await expect(p1.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const zh = await visitor(browser, 'zh-CN');
    const p2 = await zh.newPage();
    await p2.goto(`/polls/${poll.sharedToken}`);
    await expect(p2.getByText('这是共享链接：您的回答是匿名的。')).toBeVisible();
    await snap(p2, 'comms-shared-link-zh-390');
    await p2.getByLabel('No').check();
    await p2.getByRole('button', { name: '提交我的回答' }).click();
    await expect(p2.getByRole('heading', { name: '谢谢！' })).toBeVisible();
    await en.close();
    await zh.close();

    // the analytics: 2 responses of N recipients is 2/N, both by shared link, in no department
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto(`/app/comms/poll-analytics/${poll.id}`);
    await expect(page.getByTestId('poll-responses')).toHaveText('2');
    await expect(page.getByTestId('poll-recipients')).toHaveText(String(poll.recipients));
    await expect(page.getByTestId('poll-rate')).toHaveText(percent(2 / poll.recipients));
    await expect(page.getByText('2 by shared link')).toBeVisible();
    await expect(page.getByTestId('poll-shared-responses')).toHaveText(
      'By shared link: 2 (anonymous, in no department)',
    );
    const departments = page.getByTestId('poll-departments');
    await expect(departments.getByText(/^0 \/ \d+ answered · 0%$/).first()).toBeVisible();
    await expect(departments.getByText(/^2 \/ /)).toHaveCount(0);
    const width = await page.evaluate(() => document.body.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'comms-poll-analytics-shared-390');

    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: E2E_BASE_URL }]);
    await page.reload();
    await expect(page.getByText('其中 2 个通过共享链接')).toBeVisible();
    await snap(page, 'comms-poll-analytics-shared-zh-390');
  });
});
