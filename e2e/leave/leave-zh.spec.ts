import { expect, test } from '../fixtures/test';
import {
  chinesePhone,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSidewaysScroll,
  signIn,
  snap,
} from '../fixtures/helpers';

test.describe('[LEAVE] holidays and leave types in Chinese on a phone', () => {
  test('the calendar and the settings name public holidays and the demo’s leave types in Chinese', async ({
    page,
  }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await chinesePhone(page);

    // December: Christmas and Boxing Day on the grid, the leave types in the legend.
    const year = new Date().getUTCFullYear();
    await page.goto(`/app/leave?tab=calendar&month=${year}-12`);
    await expect(page.getByRole('heading', { level: 1, name: '休假' })).toBeVisible();
    await expect(page.getByText('圣诞节').first()).toBeVisible();
    await expect(page.getByText('节礼日').first()).toBeVisible();
    const legend = page.getByRole('list', { name: '图例' });
    await expect(legend).toContainText('年假');
    await expect(legend).toContainText('病假');
    await expect(legend).not.toContainText(/leave/i);
    await expectNoSidewaysScroll(page);
    await snap(page, 'leave-calendar-zh-390');

    // Settings: every holiday of the year and every default type named in Chinese.
    await page.goto('/app/leave?tab=settings');
    await expect(page.getByText('独立日').first()).toBeVisible();
    await expect(page.getByText('民主日').first()).toBeVisible();
    await expect(page.getByText('无薪假').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(
      /Independence Day|Democracy Day|Christmas|Boxing Day|Annual leave|Sick leave/,
    );
    await expectNoSidewaysScroll(page);
    await snap(page, 'leave-settings-zh-390');
  });
});
