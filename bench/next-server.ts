/**
 * What the browser benches share: the production build (`next start` on a fresh embedded database with the
 * demo seed), Debian's Chromium with the flags this machine needs, and Lighthouse mobile. Kept apart from
 * bench/support.ts, which imports server code that only loads under the react-server condition.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Starts `next start` on `port` with its own PGlite directory `.data/bench-<name>-pglite` (builds first if needed). */
export function startNextServer(name: string, port: number): ChildProcess {
  const dataDir = path.resolve(`.data/bench-${name}-pglite`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!fs.existsSync('.next/BUILD_ID')) execSync('npm run build', { stdio: 'inherit' });
  return spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    // Its own process group: `next start` runs the server in a child process, which stopNextServer ends too.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
      FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      PAYMENTS_PROVIDER: 'sandbox',
      PAYMENTS_WEBHOOK_SECRET: 'bench-only-webhook-secret-bench-only-0123',
      DEV_OUTBOX_TOKEN: 'bench-only-outbox-token-bench-only-0123456',
      MAIL_TRANSPORT: 'outbox',
      APP_URL: `http://localhost:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * Ends the server and its child processes. Killing only `next start` left its next-server child running (and
 * polling its queues) after a bench, skewing the next bench's CPU and Lighthouse figures.
 */
export function stopNextServer(server: ChildProcess) {
  try {
    process.kill(-server.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Resolves once `base`/api/v1/health answers (two minutes at most). */
export async function waitForHealth(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

type LighthouseRun = { score: number; lcp: number; tbt: number; benchmarkIndex: number };

/**
 * One Lighthouse mobile performance run of `url` signed in by `cookie`: score, LCP, TBT (ms) and the host's
 * benchmarkIndex. `cpuSlowdown` overrides Lighthouse's default 4x CPU multiplier.
 */
export function lighthouse(url: string, cookie: string, cpuSlowdown?: number): LighthouseRun {
  const out = execSync(
    `npx lighthouse "${url}" --quiet --output=json --only-categories=performance --form-factor=mobile ` +
      (cpuSlowdown ? `--throttling.cpuSlowdownMultiplier=${cpuSlowdown} ` : '') +
      `--chrome-flags="--headless=new ${CHROMIUM_FLAGS.join(' ')}" --extra-headers='${JSON.stringify({ Cookie: cookie })}'`,
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const r = JSON.parse(out) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
    environment: { benchmarkIndex: number };
  };
  return {
    score: Math.round(r.categories.performance.score * 100),
    lcp: r.audits['largest-contentful-paint']!.numericValue,
    tbt: r.audits['total-blocking-time']!.numericValue,
    benchmarkIndex: Math.round(r.environment.benchmarkIndex),
  };
}

/**
 * The CPU multiplier that makes this host emulate Lighthouse's mid-tier phone, from Lighthouse's own table
 * (docs/throttling.md, "Calibrating the CPU slowdown"): the default 4x assumes a high-end desktop
 * (benchmarkIndex 1500–2000); a low-end desktop or high-end phone (800–1500) wants 2x; a host already in the
 * mid-tier phone bracket, 1x. A busy shared 2-core machine often measures well below 1500.
 */
export function calibratedSlowdown(benchmarkIndex: number) {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

const lighthouseLine = (label: string, runs: LighthouseRun[], how: string) =>
  console.log(
    `  ${label.padEnd(28)} score ${median(runs.map((r) => r.score))}  LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s  TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms  (scores ${runs.map((r) => r.score).join(', ')}; ${how})`,
  );

/**
 * Prints the median of `count` Lighthouse mobile runs with the default 4x CPU slowdown and, when the host's
 * benchmarkIndex says it is slower than the desktop that 4x assumes, again with the calibrated multiplier.
 */
export function printLighthouse(label: string, url: string, cookie: string, count = 3) {
  const runs = Array.from({ length: count }, () => lighthouse(url, cookie));
  const index = median(runs.map((r) => r.benchmarkIndex));
  lighthouseLine(label, runs, `4x CPU, host benchmarkIndex ${index}`);
  const slowdown = calibratedSlowdown(index);
  if (slowdown === 4) return;
  const calibrated = Array.from({ length: count }, () => lighthouse(url, cookie, slowdown));
  lighthouseLine(label, calibrated, `${slowdown}x CPU, calibrated`);
}
