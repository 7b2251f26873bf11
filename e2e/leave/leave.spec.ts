import { expect, test } from '../fixtures/test';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  pickEmployee,
  signIn,
  snap,
} from '../fixtures/helpers';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const isWeekend = (d: string) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

test.describe('[LEAVE] leave in the browser', () => {
  test('adds a type and a holiday, records leave across it, approves, sees it on the calendar and on leave, ends it early', async ({
    page,
  }) => {
    const typeName = `E2E Annual ${tag()}`;
    const today = iso(Date.now());
    // The organisation's own holiday on the next weekday after today; the leave runs from today for a week.
    let holiday = iso(Date.now() + DAY);
    while (isWeekend(holiday)) holiday = iso(Date.parse(holiday) + DAY);
    const end = iso(Date.parse(today) + 6 * DAY);
    let expected = 0;
    for (let t = Date.parse(today); t <= Date.parse(end); t += DAY)
      if (!isWeekend(iso(t)) && iso(t) !== holiday) expected++;

    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/leave?tab=settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Annual leave/ })).toBeVisible();

    // A new leave type.
    await page.getByRole('button', { name: 'Add leave type' }).click();
    const typeForm = page.getByRole('dialog', { name: 'Add leave type' });
    await typeForm.getByRole('button', { name: 'Add type' }).click();
    await expect(typeForm.getByText('This field is required.').first()).toBeVisible();
    await typeForm.getByLabel(/^Name/).fill(typeName);
    await typeForm.getByLabel(/^Days a year/).fill('10');
    await typeForm.getByRole('button', { name: 'Add type' }).click();
    await expect(page.getByText('Leave type created.')).toBeVisible();
    await expect(page.getByRole('cell', { name: typeName, exact: true })).toBeVisible();

    // The organisation declares a holiday.
    await page.getByLabel('Date', { exact: true }).fill(holiday);
    await page.getByRole('textbox', { name: 'Holiday name' }).fill('E2E company day');
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await expect(page.getByText('Holiday added.')).toBeVisible();
    await snap(page, 'leave-settings');

    // Record a request across the holiday: the live duration leaves it (and the weekend) out.
    await page.goto('/app/leave?tab=leave-requests');
    await expect(page.getByRole('table', { name: 'Leave requests' })).toBeVisible();
    await page.getByRole('button', { name: 'New request' }).first().click();
    const form = page.getByRole('dialog', { name: 'New leave request' });
    await expect(await pickEmployee(form, /^Employee/, 'Kelechi Ibrahim')).toHaveValue('Kelechi Ibrahim');
    await form.getByLabel(/^Leave type/).selectOption({ label: typeName });
    await form.getByLabel(/^First day/).fill(today);
    await form.getByLabel(/^Last day/).fill(end);
    await expect(form.getByText(`Duration: ${expected} days`)).toBeVisible();
    await expect(form.getByText('Balance: 10 days')).toBeVisible();
    await snap(page, 'leave-request-dialog');
    await form.getByLabel(/^Reason/).fill('Family visit');
    await form.getByRole('button', { name: 'Record request' }).click();
    await expect(page.getByText('Leave request recorded.')).toBeVisible();

    // Approve it.
    await page.getByRole('button', { name: 'Review the request of Kelechi Ibrahim' }).click();
    const review = page.getByRole('dialog', { name: 'Review the request of Kelechi Ibrahim' });
    await review.getByLabel('Comment (sent to the employee)').fill('Enjoy');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Leave approved.')).toBeVisible();
    await snap(page, 'leave-requests');

    // On the calendar, with the holiday marked, and among who is away today.
    await page.goto('/app/leave?tab=calendar');
    await expect(page.getByTitle(new RegExp(`Kelechi Ibrahim · ${typeName}`)).first()).toBeVisible();
    await expect(page.getByText('E2E company day').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'leave-calendar');
    await page.goto('/app/leave?tab=employees-on-leave');
    const row = page.getByRole('row', { name: /Kelechi Ibrahim/ });
    await expect(row).toBeVisible();
    await snap(page, 'leave-on-leave');

    // End it today: the unused days return, so the balance shows 10 less today's one day.
    await row.getByRole('button', { name: 'End the leave of Kelechi Ibrahim early' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Last day of leave').fill(today);
    await confirm.getByRole('button', { name: 'End leave' }).click();
    await expect(page.getByText('Leave ended early; unused days returned to the balance.')).toBeVisible();
    await page.goto('/app/leave?tab=leave-requests');
    await page.getByRole('button', { name: 'New request' }).first().click();
    const again = page.getByRole('dialog', { name: 'New leave request' });
    await pickEmployee(again, /^Employee/, 'Kelechi Ibrahim');
    await again.getByLabel(/^Leave type/).selectOption({ label: typeName });
    const next = iso(Date.parse(end) + 7 * DAY);
    await again.getByLabel(/^First day/).fill(next);
    await again.getByLabel(/^Last day/).fill(next);
    await expect(again.getByText(`Balance: ${isWeekend(today) ? 10 : 9} days`)).toBeVisible();
    await page.keyboard.press('Escape');

    // Phone width and Chinese.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/leave?tab=calendar');
    await expect(page.getByRole('grid')).toBeVisible();
    await snap(page, 'leave-calendar-390');
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: page.url() }]);
    await page.goto('/app/leave?tab=leave-requests');
    await expect(page.getByRole('heading', { level: 1, name: '休假' })).toBeVisible();
    // below 640 px the requests are a list of cards, not a table
    await expect(page.getByRole('list', { name: '请假申请' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: '请假申请' }).getByText('Kelechi Ibrahim').first(),
    ).toBeVisible();
    await snap(page, 'leave-requests-390-zh');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/app/leave?tab=settings');
    await expect(page.getByRole('heading', { name: '假期类型' })).toBeVisible();
    await snap(page, 'leave-settings-zh');
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en-GB', url: page.url() }]);
  });
});
