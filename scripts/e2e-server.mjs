// Starts `next start` for Playwright on a fresh embedded database (its own directory: two processes on one
// PGlite directory lose data). Builds first when there is no production build.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.argv[2] ?? '3210';
// `paystack`: the same app paying through Paystack — the local fake (tests/fakes/paystack/serve.ts) on the next
// two ports (API, control), started first so the demo seed's wallets get their dedicated accounts from it
const paystack = process.argv[3] === 'paystack';
const fakePort = Number(port) + 1;
const flutterwavePort = Number(port) + 3;
const dataDir = path.resolve(paystack ? '.data/e2e-pglite-paystack' : '.data/e2e-pglite');
fs.rmSync(dataDir, { recursive: true, force: true });
if (!fs.existsSync('.next/BUILD_ID')) execSync('npm run build', { stdio: 'inherit' });

const children = [];
if (paystack) {
  const fake = spawn('npx', ['tsx', 'tests/fakes/paystack/serve.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FAKE_PAYSTACK_PORT: String(fakePort),
      PAYSTACK_SECRET_KEY: 'sk_test_e2e',
      FAKE_PAYSTACK_WEBHOOK_URL: `http://127.0.0.1:${port}/api/v1/webhooks/paystack`,
    },
  });
  children.push(fake);
  // issue 35: the same server also offers Flutterwave (organisations that choose it), its fake on the two ports after
  const flutterwave = spawn('npx', ['tsx', 'tests/fakes/flutterwave/serve.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FAKE_FLUTTERWAVE_PORT: String(flutterwavePort),
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-e2e-X',
      FLUTTERWAVE_WEBHOOK_HASH: 'e2e-flutterwave-hash',
      FAKE_FLUTTERWAVE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/v1/webhooks/flutterwave`,
    },
  });
  children.push(flutterwave);
  // the seed asks the fake for banks and dedicated accounts: wait until both answer
  for (const control of [fakePort + 1, flutterwavePort + 1])
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${control}/balance`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
}
const payments = paystack
  ? {
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_e2e',
      PAYSTACK_BASE_URL: `http://127.0.0.1:${fakePort}`,
      // next start runs as production, where a test key is refused unless the deployment says it is a demo
      PAYMENTS_TEST_MODE: 'true',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-e2e-X',
      FLUTTERWAVE_BASE_URL: `http://127.0.0.1:${flutterwavePort}`,
      FLUTTERWAVE_WEBHOOK_HASH: 'e2e-flutterwave-hash',
    }
  : { PAYMENTS_PROVIDER: 'sandbox' };

const child = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-e2e-only-secret-0123456789',
    // A fixed, test-only key (32 bytes): next start runs as production, which demands one.
    FIELD_ENCRYPTION_KEY: process.env.FIELD_ENCRYPTION_KEY ?? Buffer.alloc(32, 7).toString('base64'),
    // Next.js's server-actions key (an AES key, base64), equal on every server; production demands it (issue 34).
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
      process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? Buffer.alloc(32, 9).toString('base64'),
    MAIL_TRANSPORT: 'outbox',
    // Production refuses secrets shorter than 32 bytes, and reads the outbox only with this token (the
    // specs send it in X-Outbox-Token; playwright.config.ts sets it for both).
    DEV_OUTBOX_TOKEN: process.env.DEV_OUTBOX_TOKEN ?? 'e2e-only-outbox-token-e2e-only-outbox-token',
    // Production runs the sandbox payments provider only when named explicitly (a demo deployment).
    ...payments,
    PAYMENTS_WEBHOOK_SECRET:
      process.env.PAYMENTS_WEBHOOK_SECRET ?? 'e2e-only-webhook-secret-e2e-only-webhook',
    // Every spec signs up from 127.0.0.1: far above the default 20 sign-ups per address per hour.
    SIGNUP_RATE_LIMIT: '10000',
    APP_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
children.push(child);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
