import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { openPostgres } from '@/server/boot/database';
import { ensureQueues, startWorkers } from '@/server/queue/runner';
import { executorOf } from '@/server/queue/sql-executor';
import type { JobContext, JobDefinition } from '@/server/queue/types';
import { testConfig } from '../helpers/app';

// Several processes on one database exist only on PostgreSQL (PGlite belongs to the process that opened it).
describe.runIf(process.env.TEST_DB === 'pg')('[SCALE-OUT] processes starting together (PostgreSQL)', () => {
  const name = `paygrid_boot_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/none');
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  const handles: DbHandle[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });

  afterAll(async () => {
    for (const h of handles) await h.close();
    // without FORCE: terminating sessions would raise errors in clients still closing; wait for them instead
    for (let i = 0; ; i++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        break;
      } catch (e) {
        if (i === 20) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    await admin.end();
  });

  it('two boots on one empty database both come up: migrations, backfills and queues run once, under the lock', async () => {
    const booted = await Promise.allSettled([openPostgres(url.toString()), openPostgres(url.toString())]);
    for (const b of booted) if (b.status === 'fulfilled') handles.push(b.value);
    expect(booted.map((b) => (b.status === 'rejected' ? String(b.reason) : 'up'))).toEqual(['up', 'up']);
    const { rows } = await admin.query(`select 1`); // the admin connection still answers
    expect(rows).toHaveLength(1);
    const check = new Client({ connectionString: url.toString() });
    await check.connect();
    const migrations = await check.query(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    );
    await check.end();
    expect(migrations.rows[0].n).toBe(migrations.rows[0].d); // each migration recorded once
  }, 60_000);

  it('two workers holding one cron schedule run it once per slot (pg-boss: one send per minute)', async () => {
    expect(handles).toHaveLength(2);
    // a minute boundary inside the window would make a second, legitimate run: start just after one
    const second = new Date().getUTCSeconds();
    if (second >= 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const runs: number[] = [];
    const job: JobDefinition = {
      name: `test.cron-once-${Date.now()}`,
      cron: '* * * * *',
      handler: async () => void runs.push(Date.now()),
    };
    const bosses = [];
    try {
      for (const handle of handles) {
        // our startBoss with the cron timers at 1 s instead of 30 s, so the test takes seconds
        const boss = new PgBoss({
          db: executorOf(handle.db),
          supervise: true,
          schedule: true,
          cronMonitorIntervalSeconds: 1,
          cronWorkerIntervalSeconds: 1,
          migrate: true,
        });
        boss.on('error', () => undefined);
        await boss.start();
        await ensureQueues(boss, [job]);
        const ctx: JobContext = {
          db: handle.db,
          payments: undefined as never,
          now: () => new Date(),
          config: testConfig,
          log: { info: () => {}, warn: () => {}, error: () => {} },
        };
        await startWorkers(boss, ctx, [job]);
        bosses.push(boss);
      }
      await new Promise((r) => setTimeout(r, 10_000));
      expect(runs).toHaveLength(1);
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: false, wait: true, close: false });
    }
  }, 60_000);
});
