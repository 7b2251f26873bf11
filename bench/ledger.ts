// Ledger throughput: postings per second on one wallet, sequential and concurrent, on PGlite and — when
// BENCH_DATABASE_URL is set — PostgreSQL (npm run bench:ledger). Every posting is a real transaction:
// wallet lock, idempotency check, balance check, two entries.
import { loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { openPglite, openPostgres } from '@/server/boot/database';
import { createEmployer } from '@/server/seed/factories';
import { outboxMailer } from '@/server/mail/mailer';
import { getBalance, postTransaction } from '@/server/modules/wallet/ledger.service';
import { openWallet } from '@/server/modules/wallet/wallet.service';

async function run(label: string, handle: DbHandle) {
  const { db } = handle;
  const { organization } = await createEmployer(db);
  const deps = { db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() };
  const { wallet } = await openWallet(deps, { organizationId: organization.id });
  const post = (i: number, direction: 'credit' | 'debit') =>
    postTransaction(db, {
      organizationId: organization.id,
      walletId: wallet.id,
      type: direction === 'credit' ? 'funding' : 'payout',
      direction,
      amount: 1_000,
      currency: wallet.currency,
      idempotencyKey: `bench-${label}-${direction}-${i}`,
    });

  const n = 2_000;
  let t = performance.now();
  for (let i = 0; i < n; i++) await post(i, 'credit');
  const sequential = n / ((performance.now() - t) / 1000);

  const m = 1_000;
  t = performance.now();
  const results = await Promise.allSettled(Array.from({ length: m }, (_, i) => post(i, 'debit')));
  const concurrent = m / ((performance.now() - t) / 1000);
  const accepted = results.filter((r) => r.status === 'fulfilled').length;

  const replayStart = performance.now();
  for (let i = 0; i < 500; i++) await post(i, 'credit');
  const replay = 500 / ((performance.now() - replayStart) / 1000);

  const balance = await getBalance(db, wallet.id);
  console.log(
    `${label.padEnd(10)} sequential credits ${sequential.toFixed(0)}/s · concurrent debits ${concurrent.toFixed(0)}/s (${accepted}/${m} accepted) · idempotent replays ${replay.toFixed(0)}/s · balance ${balance} (expected ${(n - accepted) * 1_000})`,
  );
  await handle.close();
}

async function main() {
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret';
  process.env.LOG_LEVEL ??= 'silent';
  await run('pglite', await openPglite());
  if (process.env.BENCH_DATABASE_URL)
    await run('postgres', await openPostgres(process.env.BENCH_DATABASE_URL));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
