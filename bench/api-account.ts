// Session round trips of the account API, in-process on embedded PGlite (npm run bench:api).
// Prints p50/p95 of GET /account/me (token verify + session lookup + roles) and of a login (scrypt).
import { loadConfig } from '@/server/config';
import { openPglite } from '@/server/boot/database';
import { seedDemo, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '@/server/seed/demo';
import { createApp } from '@/server/wiring/app';
import { outboxMailer } from '@/server/mail/mailer';

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function time(n: number, fn: (i: number) => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return `p50 ${percentile(samples, 0.5).toFixed(2)} ms, p95 ${percentile(samples, 0.95).toFixed(2)} ms (n=${n})`;
}

async function main() {
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret';
  const { db, close } = await openPglite();
  await seedDemo(db);
  const app = createApp({ db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() });
  const login = (ip: string) =>
    app.request('/api/v1/account/employer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD }),
    });
  const { data } = (await (await login('warm')).json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  for (let i = 0; i < 50; i++) await app.request('/api/v1/account/me', { headers }); // warm-up
  console.log(
    `GET /account/me      ${await time(500, async () => void (await app.request('/api/v1/account/me', { headers })).status)}`,
  );
  console.log(
    `GET /billings/subscription ${await time(500, async () => void (await app.request('/api/v1/billings/subscription', { headers })).status)}`,
  );
  console.log(`POST login (scrypt)  ${await time(20, async (i) => void (await login(`bench-${i}`)).status)}`);
  await close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
