/**
 * The public careers page on a phone (issue 17: "fast on a phone, Lighthouse mobile ≥ 95"). On the
 * production build (`next start`, embedded database with the demo seed), prints for /careers/demo-foods-ltd
 * (English and Chinese) and one job's page with its apply form:
 *   - first-load JS (gzip of every script fetched until the network is idle) and the HTML size,
 *   - the server's time to first byte (median of 5),
 *   - Lighthouse mobile performance score, LCP and TBT (median of BENCH_RUNS, default 3).
 * Usage: `npx tsx bench/careers-page.ts` (builds first when there is no build). Figures, not a timed test.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  printLighthouse,
  median,
  startNextServer,
  stopNextServer,
  waitForHealth,
} from './next-server';

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function ttfb(url: string, cookie: string) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.body?.getReader().read();
    times.push(performance.now() - start);
    await res.text().catch(() => '');
  }
  return median(times);
}

async function main() {
  const server = startNextServer('careers', PORT);
  try {
    await waitForHealth(BASE);
    const careers = (await (await fetch(`${BASE}/api/v1/jobs/demo-foods-ltd/careers`)).json()) as {
      data: { jobs: { id: string }[] };
    };
    const pages: [string, string, string][] = [
      ['careers, English', `${BASE}/careers/demo-foods-ltd`, 'NEXT_LOCALE=en-GB'],
      ['careers, Chinese', `${BASE}/careers/demo-foods-ltd`, 'NEXT_LOCALE=zh-CN'],
      [
        'a job + apply form',
        `${BASE}/careers/demo-foods-ltd?job=${careers.data.jobs[0]!.id}`,
        'NEXT_LOCALE=en-GB',
      ],
    ];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    console.log('\nFirst-load JS (gzip) and server time to first byte (median of 5):');
    for (const [label, url, cookie] of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'NEXT_LOCALE', value: cookie.split('=')[1]!, url: BASE }]);
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script' && r.ok())
          scripts.push(
            r
              .body()
              .then((b) => zlib.gzipSync(b, { level: 9 }).length)
              .catch(() => 0),
          );
      });
      const res = await page.goto(url, { waitUntil: 'networkidle' });
      const html = Buffer.byteLength((await res?.text()) ?? '') / 1024;
      const js = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
      console.log(
        `  ${label.padEnd(22)} JS ${js.toFixed(0).padStart(4)} kB in ${scripts.length} scripts, HTML ${html.toFixed(0)} kB, TTFB ${(await ttfb(url, cookie)).toFixed(0)} ms`,
      );
      await context.close();
    }
    await browser.close();
    console.log(`\nLighthouse mobile, median of ${RUNS}:`);
    for (const [label, url, cookie] of pages) {
      printLighthouse(label, url, cookie, RUNS);
    }
  } finally {
    stopNextServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
