// Starts `next start` for Playwright on a fresh embedded database (its own directory: two processes on one
// PGlite directory lose data). Builds first when there is no production build.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.argv[2] ?? '3210';
const dataDir = path.resolve('.data/e2e-pglite');
fs.rmSync(dataDir, { recursive: true, force: true });
if (!fs.existsSync('.next/BUILD_ID')) execSync('npm run build', { stdio: 'inherit' });

const child = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-secret-e2e-only-secret-0123456789',
    // A fixed, test-only key (32 bytes): next start runs as production, which demands one.
    FIELD_ENCRYPTION_KEY: process.env.FIELD_ENCRYPTION_KEY ?? Buffer.alloc(32, 7).toString('base64'),
    MAIL_TRANSPORT: 'outbox',
    // Production refuses secrets shorter than 32 bytes, and reads the outbox only with this token (the
    // specs send it in X-Outbox-Token; playwright.config.ts sets it for both).
    DEV_OUTBOX_TOKEN: process.env.DEV_OUTBOX_TOKEN ?? 'e2e-only-outbox-token-e2e-only-outbox-token',
    // Production runs the sandbox payments provider only when named explicitly (a demo deployment).
    PAYMENTS_PROVIDER: 'sandbox',
    PAYMENTS_WEBHOOK_SECRET:
      process.env.PAYMENTS_WEBHOOK_SECRET ?? 'e2e-only-webhook-secret-e2e-only-webhook',
    // Every spec signs up from 127.0.0.1: far above the default 20 sign-ups per address per hour.
    SIGNUP_RATE_LIMIT: '10000',
    APP_URL: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
