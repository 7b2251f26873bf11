import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// `next start` runs as production, where the mail outbox answers only requests carrying this token
// (X-Outbox-Token): the e2e server (scripts/e2e-server.mjs) and the specs' latestMail both read it from here.
process.env.DEV_OUTBOX_TOKEN ??= 'e2e-only-outbox-token-e2e-only-outbox-token';
// 127.0.0.1, not localhost: a deployment is opened at its own host name, never the one Next.js hands the
// route handler or APP_URL (which stays localhost here), so a same-origin check that confuses them fails e2e.
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
// A second server paying through Paystack (its local fake on the next two ports): e2e/payroll/paystack.spec.ts
export const E2E_PAYSTACK_URL = `http://127.0.0.1:${PORT + 3}`;
export const E2E_FAKE_PAYSTACK_CONTROL = `http://127.0.0.1:${PORT + 5}`;
// …which also offers Flutterwave to organisations that choose it (issue 35): its fake's control API
export const E2E_FAKE_FLUTTERWAVE_CONTROL = `http://127.0.0.1:${PORT + 7}`;

// Debian's Chromium: Playwright cannot download its own browsers on this network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]]
    : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${PORT}`,
      url: `${E2E_BASE_URL}/api/v1/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${PORT + 3} paystack`,
      url: `${E2E_PAYSTACK_URL}/api/v1/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
