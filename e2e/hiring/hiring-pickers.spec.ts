import { expect, test, type Page } from '../fixtures/test';
import { DEMO_EMPLOYER, DEMO_PASSWORD, signIn, snap } from '../fixtures/helpers';

/** A signed-in employer on a phone (390 px) in Chinese. */
async function chinesePhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: page.url() }]);
}

test.describe('[HIRING] pickers on a phone, in Chinese', () => {
  test('the interviewer picker searches the whole organisation and picks someone past the first 50', async ({
    page,
  }) => {
    await chinesePhone(page);
    await page.goto('/app/hiring');
    await page.getByRole('link', { name: 'Software Engineer (Payments)', exact: true }).click();
    await page.getByRole('button', { name: /David Okafor/ }).click();
    await page
      .getByRole('dialog', { name: /David Okafor/ })
      .getByRole('button', { name: '安排面试' })
      .click();
    const booking = page.getByRole('dialog', { name: '安排面试' });
    const field = booking.getByRole('combobox', { name: '面试官' });

    // opened empty: the first page of everyone, with a count and "show more"
    await field.click();
    await expect(booking.getByRole('listbox')).toBeVisible();
    await expect(booking.getByText(/^显示 20 \/ \d+ 人$/)).toBeVisible();
    await snap(page, 'hiring-interviewers-open-390-zh');

    // a search goes to the server: Segun Yusuf sorts last of the demo's employees
    await field.fill('Yusuf');
    const segun = booking.getByRole('option', { name: /Segun Yusuf/ });
    await expect(segun).toBeVisible();
    await segun.click();
    await expect(segun).toHaveAttribute('aria-selected', 'true');
    await booking.getByRole('option', { name: /Ngozi Yusuf/ }).click();
    await expect(booking.getByRole('list', { name: '已选 2 人' })).toContainText('Segun Yusuf');
    await snap(page, 'hiring-interviewers-picked-390-zh');

    // Escape closes the list, not the dialog; the chips stay
    await page.keyboard.press('Escape');
    await expect(booking.getByRole('listbox')).toBeHidden();
    await expect(booking).toBeVisible();
    await booking.getByRole('button', { name: '移除Ngozi Yusuf' }).click();
    await expect(booking.getByRole('list', { name: '已选 1 人' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'hiring-interview-dialog-390-zh');
  });

  test('"Create employee" from a hire splits the accepted salary by the salary breakdown', async ({
    page,
  }) => {
    await chinesePhone(page);
    await page.goto('/app/hiring');
    await page.getByRole('link', { name: 'Sales Representative, Lagos Mainland', exact: true }).click();
    await page.getByRole('button', { name: /Chiamaka Nwachukwu/ }).click();
    await page
      .getByRole('dialog', { name: /Chiamaka Nwachukwu/ })
      .getByRole('button', { name: '创建员工' })
      .click();
    const hire = page.getByRole('dialog', { name: '创建员工' });
    // ₦240,000 accepted; the demo's breakdown is 50 / 25 / 15 / 10
    await expect(hire.getByLabel(/^基本工资/)).toHaveValue('120,000.00');
    await expect(hire.getByLabel(/^住房补贴/)).toHaveValue('60,000.00');
    await expect(hire.getByLabel(/^交通补贴/)).toHaveValue('36,000.00');
    await expect(hire.getByLabel(/^其他补贴/)).toHaveValue('24,000.00');
    await hire.getByLabel(/^基本工资/).scrollIntoViewIfNeeded();
    await snap(page, 'hiring-create-employee-390-zh');
  });
});
