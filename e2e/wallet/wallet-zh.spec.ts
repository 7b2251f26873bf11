import { expect, expectNoRawKeys, test } from '../fixtures/test';
import {
  chinesePhone,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSidewaysScroll,
  signIn,
  snap,
} from '../fixtures/helpers';

test.describe('[WALLET] the wallet and the audit log in Chinese on a phone', () => {
  test('ledger texts, the pager and the audit actions read in Chinese; no route, no key, no English sentence', async ({
    page,
  }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await chinesePhone(page);
    await page.goto('/app/wallet');
    await expect(page.getByRole('heading', { level: 1, name: '钱包' })).toBeVisible();

    // A simulated transfer: its ledger text is built from a message key when read.
    await page.getByRole('button', { name: '模拟转账' }).click();
    const dialog = page.getByRole('dialog', { name: '模拟一笔转入' });
    await dialog.getByLabel(/^金额/).fill('25,000.00');
    await expectNoRawKeys(page);
    await dialog.getByRole('button', { name: '发起转账' }).click();
    await expect(dialog).toBeHidden();

    // On a phone each transaction is a card with its description behind 详情 (details): open them all.
    const history = page.getByRole('region', { name: '交易记录' });
    const details = history.getByRole('button', { name: '详情' });
    await expect(details.first()).toBeVisible();
    for (let i = 0; i < (await details.count()); i++) await details.nth(i).click();
    await expect(history.locator('[data-slot="data-card"]').first()).toContainText(
      '来自 SANDBOX SENDER 的转账',
    );
    await expect(history).not.toContainText(/Transfer from|transfers|Payroll Payroll|Wallet funding/);
    // the demo's history runs to more than one page: the pager speaks Chinese
    const pager = page.getByRole('navigation', { name: '交易记录分页' });
    await expect(pager).toContainText(/第 1 页，共 \d+ 页/);
    await expect(pager).not.toContainText(/Page|Next|Previous/);
    await expectNoSidewaysScroll(page);
    await snap(page, 'wallet-zh-390');

    // The audit log says what was done, in words.
    await page.goto('/app/settings?tab=audit-log');
    await expect(page.getByText('模拟了钱包充值').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/POST \/|\/wallets\//);
    await expectNoSidewaysScroll(page);
    await snap(page, 'audit-log-zh-390');
  });
});
