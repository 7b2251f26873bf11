// Shared by the bench scripts that measure on a real database: a throwaway PostgreSQL database (or PGlite with
// BENCH_PGLITE=1), percentiles, and the names bench rows are made of.
import { Client } from 'pg';
import type { DbHandle } from '@/server/db/client';
import { openPglite, openPostgres } from '@/server/boot/database';

export const FIRST = [
  'Ada',
  'Bola',
  'Chidi',
  'Dayo',
  'Efe',
  'Femi',
  'Gbenga',
  'Hauwa',
  'Ike',
  'Jumoke',
  'Kunle',
  'Lami',
  'Musa',
  'Nneka',
  'Ola',
  'Pelumi',
];
export const LAST = [
  'Abiola',
  'Bello',
  'Coker',
  'Dike',
  'Eze',
  'Falana',
  'Garba',
  'Haruna',
  'Idowu',
  'Jaja',
  'Kalu',
  'Lawal',
  'Mohammed',
  'Nnamdi',
  'Obi',
  'Peters',
];

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** A fresh database for one bench run (BENCH_PG_ADMIN_URL, default the local server), dropped by `drop()`. */
export async function openDatabase(): Promise<DbHandle & { url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_PGLITE) return { ...(await openPglite()), url: '', drop: async () => {} };
  const admin = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `paygrid_bench_${Date.now()}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      // FORCE: a bench's servers and workers may hold connections still (bench/scale-out.ts)
      await client.query(`drop database ${name} with (force)`);
      await client.end();
    },
  };
}
