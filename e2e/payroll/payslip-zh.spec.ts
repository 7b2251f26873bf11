import { expect, expectNoRawKeys, test } from '../fixtures/test';
import { chinesePhone, DEMO_EMPLOYER, DEMO_PASSWORD, signIn, snap } from '../fixtures/helpers';

test.describe('[PAYROLL] the payslip drawer in Chinese on a phone', () => {
  test('money as money, no engine option names, lines named in Chinese', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await chinesePhone(page);
    await page.goto('/app/payroll');
    // the demo's October run; its first employee (DF-0001) declared rent
    await page.getByRole('link', { name: 'October 2026 payroll' }).first().click();
    await page.getByRole('button', { name: 'Adaeze Adeyemi' }).first().click();
    const slip = page.getByRole('dialog', { name: '工资单：Adaeze Adeyemi' });
    const rent = slip.getByTestId('payslip-line').filter({ hasText: '租金减免（年度）' });
    await expect(rent).toContainText(/declared annual rent ₦\d{1,3}(,\d{3})+/);
    await expect(slip).not.toContainText(/options\.|\d{7,}/);
    await expect(slip.getByTestId('payslip-line').first()).toContainText('基本工资');
    await expectNoRawKeys(page);
    await snap(page, 'payslip-zh-390');
  });
});
