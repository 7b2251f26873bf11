import { expect, test } from '../fixtures/test';
import {
  chinesePhone,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  signIn,
  snap,
} from '../fixtures/helpers';

/**
 * Issue 36: the remittance screen's returns panel (the authorities' own files, the fix-first list, year-end)
 * in both languages. The demo organisation is Nigerian: its monthly returns are PAYE per state, PenCom, NHF.
 */
test.describe('[REMITTANCES] returns for the authorities', () => {
  test('lists Nigeria’s returns and the year-end actions, in English and in Chinese on a phone', async ({
    page,
  }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/employees/remittances');
    const panel = page.getByRole('region', { name: 'Returns for the authorities' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Returns for the authorities' })).toContainText(
      'PenCom schedule per PFA',
    );
    await expect(page.getByRole('button', { name: 'Send certificates' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'remittances-returns-en');

    await chinesePhone(page);
    await page.reload();
    await expect(page.getByRole('region', { name: '提交给主管机关的申报表' })).toBeVisible();
    await expect(page.getByRole('button', { name: '发送税务证明' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, 'remittances-returns-zh-390');
  });
});
