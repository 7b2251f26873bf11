import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startNextServer, waitForHealth } from './next-server';
const BASE = 'http://localhost:3295';
async function main() {
  const server = startNextServer('probe', 3295);
  try {
    await waitForHealth(BASE);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    page.on('console', (m) => m.type() !== 'log' && console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
    page.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText));
    await page.goto(`${BASE}/`);
    await page.getByLabel(/email/i).fill('admin@demo.paygrid.test');
    await page.getByLabel(/^password/i).fill('Paygrid#2026');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/dashboard/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    console.log('--- employees view');
    await page.goto(`${BASE}/app/employees?tab=active`);
    await page.getByRole('table').waitFor();
    await page.waitForTimeout(2000);
    console.log('--- client nav to payroll, leave, settings, departments, record');
    for (const name of ['Payroll', 'Leave', 'Settings', 'Dashboard', 'Wallet']) {
      await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
      await page.waitForTimeout(2500);
      console.log(name, await page.getByRole('heading', { level: 1 }).first().textContent());
      await page.screenshot({ path: `/tmp/probe/${name}.png` });
    }
    await browser.close();
  } finally {
    server.kill();
  }
}
void main();
