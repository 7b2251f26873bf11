import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures/test';
import ExcelJS from 'exceljs';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signIn,
  snap,
} from '../fixtures/helpers';

const SHOTS = 'e2e/.artifacts/screenshots';
const FILES = 'e2e/.artifacts/downloads';

const hasPoppler = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Clicks `trigger` and saves the file the browser downloads; returns its path. */
async function downloadFrom(page: Page, click: () => Promise<void>, name: string) {
  const waiting = page.waitForEvent('download');
  await click();
  const download = await waiting;
  fs.mkdirSync(FILES, { recursive: true });
  const file = path.join(FILES, name);
  await download.saveAs(file);
  return { file, suggested: download.suggestedFilename() };
}

/** Renders the PDF's first page to `<SHOTS>/<name>-1.png` (poppler), for a person to look at. */
function renderPage(pdf: string, name: string) {
  if (!hasPoppler)
    return test
      .info()
      .annotations.push({ type: 'skip', description: `pdftoppm missing: ${name} not rendered` });
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdf, path.join(SHOTS, name)]);
  expect(fs.existsSync(path.join(SHOTS, `${name}-1.png`))).toBe(true);
}

async function setDocumentLanguage(page: Page, label: 'English (UK)' | 'Chinese (Simplified)') {
  await page.goto('/app/payroll/settings');
  const select = page.getByLabel('Payslip and sheet language');
  await expect(select).toBeVisible();
  await select.selectOption({ label });
  await expect(select).toHaveValue(label === 'English (UK)' ? 'en-GB' : 'zh-CN');
  await expect(select).toBeEnabled();
}

test.describe('[PAYROLL] payslips, the sheet and analytics', () => {
  test('downloads a payslip and the sheet from the run, in English and in Chinese; shows analytics', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/app/payroll');
    await page.getByRole('link', { name: 'October 2026 payroll' }).click();
    await page.waitForURL(/\/app\/payroll\/[0-9a-f-]{36}$/);
    const runUrl = page.url();
    await expect(page.getByRole('button', { name: 'Download sheet' })).toBeVisible();

    // the sheet: a row per employee and a totals row
    const sheet = await downloadFrom(
      page,
      () => page.getByRole('button', { name: 'Download sheet' }).click(),
      'payroll-2026-10.xlsx',
    );
    expect(sheet.suggested).toMatch(/^payroll-2026-10-.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(sheet.file);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Staff ID');
    expect(ws.rowCount).toBeGreaterThan(2);
    expect(String(ws.getRow(ws.rowCount).getCell(1).value)).toMatch(/^Totals \(/);

    // a payslip from the employees table
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Net pay' }) });
    const rowButton = table.getByRole('button', { name: /^Download the payslip of / }).first();
    const slipEn = await downloadFrom(page, () => rowButton.click(), 'payslip-en.pdf');
    expect(slipEn.suggested).toMatch(/^payslip-2026-10-.*\.pdf$/);
    expect(fs.readFileSync(slipEn.file).subarray(0, 5).toString()).toBe('%PDF-');
    renderPage(slipEn.file, 'payslip-page-en');
    if (hasPoppler) {
      const text = execFileSync('pdftotext', ['-layout', slipEn.file, '-']).toString();
      expect(text).toContain('Payslip');
      expect(text).toContain('October 2026');
      expect(text).toContain('Year to date (2026)');
    }
    await snap(page, 'payroll-run-documents');

    // …and from the payslip dialog
    await table.getByRole('row').nth(1).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: /^Payslip: / });
    await expect(dialog.getByRole('button', { name: /^Download the payslip of / })).toBeVisible();
    await snap(page, 'payroll-payslip-dialog-download');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // the organisation writes its payslips in Chinese
    await setDocumentLanguage(page, 'Chinese (Simplified)');
    await snap(page, 'payroll-settings-document-language');
    await page.goto(runUrl);
    const slipZh = await downloadFrom(
      page,
      () =>
        table
          .getByRole('button', { name: /^Download the payslip of / })
          .first()
          .click(),
      'payslip-zh.pdf',
    );
    renderPage(slipZh.file, 'payslip-page-zh');
    if (hasPoppler) {
      const text = execFileSync('pdftotext', ['-layout', slipZh.file, '-']).toString();
      expect(text).toContain('工资单');
      expect(text).toContain('实发工资');
    }
    await setDocumentLanguage(page, 'English (UK)');

    // analytics over the last 12 months include October's run
    await page.goto('/app/payroll/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll analytics' })).toBeVisible();
    await expect(page.getByTestId('salary-stat-NGN')).toBeVisible();
    await expect(page.getByTestId('analytics-range')).toContainText('run');
    await expect(page.getByRole('table', { name: 'Pay by department (NGN)' })).toBeVisible();
    await snap(page, 'payroll-analytics');
    await expectNoSeriousA11yViolations(page);
    // a range without runs shows the empty state
    await page.getByLabel('From').fill('2024-01');
    await page.getByLabel('To').fill('2024-06');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/from=2024-01&to=2024-06/);
    await expect(page.getByText('No paid payroll in this period')).toBeVisible();

    // the same screen in Chinese
    await page
      .context()
      .addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: new URL(page.url()).origin }]);
    await page.goto('/app/payroll/analytics');
    await expect(page.getByRole('heading', { level: 1, name: '薪资分析' })).toBeVisible();
    await expect(page.getByTestId('salary-stat-NGN')).toBeVisible();
    await snap(page, 'payroll-analytics-zh');
  });
});
