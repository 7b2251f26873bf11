import { expect, test } from '../fixtures/test';
import { DEMO_EMPLOYER, DEMO_PASSWORD, pickEmployee, signIn, snap } from '../fixtures/helpers';

test.describe('[LEAVE] pickers on a phone, in Chinese', () => {
  test('the employee and the reliever each search the whole organisation on their own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: page.url() }]);
    await page.goto('/app/leave?tab=leave-requests');
    await expect(page.getByRole('heading', { level: 1, name: '休假' })).toBeVisible();
    // a request's dates as the app writes them (2026年11月2日), never ISO; on a phone they are on the card
    await expect(
      page
        .getByRole('main')
        .getByText(/\d{4}年\d{1,2}月\d{1,2}日/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
    await snap(page, 'leave-requests-dates-390-zh');

    await page.getByRole('button', { name: '新建申请' }).first().click();
    const form = page.getByRole('dialog', { name: '新建请假申请' });
    const employee = await pickEmployee(form, /^员工/, 'Segun Yusuf', 'Yusuf');
    await expect(employee).toHaveValue('Segun Yusuf');

    // the reliever's list is not narrowed by the employee's search ("Yusuf"), and leaves out Segun himself
    const reliever = form.getByRole('combobox', { name: /^代理人/ });
    await reliever.click();
    const list = form.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(list.getByRole('option', { name: /Yusuf/ })).toHaveCount(0);
    await expect(form.getByText(/^显示 20 \/ \d+ 人$/)).toBeVisible();
    await snap(page, 'leave-reliever-open-390-zh');
    await reliever.fill('Kelechi Umar');
    await list.getByRole('option', { name: /Kelechi Umar/ }).click();
    await expect(reliever).toHaveValue('Kelechi Umar');
    await expect(list).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'leave-request-pickers-390-zh');
    await page.keyboard.press('Escape');
  });
});
