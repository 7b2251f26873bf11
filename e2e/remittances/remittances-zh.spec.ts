import { expect, test } from '../fixtures/test';
import {
  chinesePhone,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSidewaysScroll,
  signIn,
  snap,
} from '../fixtures/helpers';

test.describe('[REMITTANCES] remittances in Chinese on a phone', () => {
  test('subtitles name the type once; the amount waits for a choice, then prefills with separators', async ({
    page,
  }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await chinesePhone(page);
    await page.goto('/app/employees/remittances/paye');
    await expect(page.getByRole('heading', { level: 1, name: '个人所得税（PAYE）缴款' })).toBeVisible();
    await expect(page.getByText('个人所得税（PAYE）的付款和计划。')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('(paye)');
    await expectNoSidewaysScroll(page);
    await snap(page, 'remittances-paye-zh-390');

    await page.goto('/app/employees/remittances/paye/add');
    await expect(page.getByText('记录一笔个人所得税（PAYE）缴款。')).toBeVisible();
    // no currency until a liability names one: never "已付金额（）"
    await expect(page.getByLabel(/^已付金额/)).toHaveValue('');
    await expect(page.locator('body')).not.toContainText(/（）|\(\)/);
    const liability = page.getByLabel(/^薪资发放和收款方/);
    const first = await liability.locator('option').nth(1).getAttribute('value');
    await liability.selectOption(first!);
    await expect(page.getByLabel(/^已付金额（NGN）/)).toHaveValue(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expectNoSidewaysScroll(page);
    await snap(page, 'remittances-add-zh-390');
  });
});
