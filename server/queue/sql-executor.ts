import 'server-only';
import type { Client, PoolConfig } from 'pg';
import type { Db, DbOrTx } from '@/server/db/client';

/** What pg-boss calls for every statement when it is given a `db` (its own pool otherwise). */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> }; // eslint-disable-line @typescript-eslint/no-explicit-any

type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
};

/**
 * The connection under a Drizzle database or transaction: node-postgres' Pool/PoolClient, or PGlite (or
 * its open transaction). Reaching it is the only way to let pg-boss write its job row in OUR transaction,
 * which is what makes "queued only if committed" true (a job for a rolled-back approval never exists).
 */
function rawClientOf(db: DbOrTx): RawClient {
  const client = (db as unknown as { session?: { client?: RawClient } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('jobs: cannot reach the database connection under this Drizzle handle');
  return client;
}

/**
 * pg-boss's statements through our connection. PGlite's `query` takes one statement (extended protocol), but
 * pg-boss sends its schema creation and migrations as one multi-statement text without parameters: those go
 * through `exec`, whose last result is the answer.
 */
export function executorOf(db: DbOrTx): SqlExecutor {
  const client = rawClientOf(db);
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && typeof client.exec === 'function') {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as never[] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as never[] };
    },
  };
}

/** Whether the handle is node-postgres (a pool or one of its clients), not PGlite (which has `exec`). */
export function isPostgres(db: DbOrTx): boolean {
  return typeof rawClientOf(db).exec !== 'function';
}

/** The node-postgres pool under the database handle (its settings open extra connections); null on PGlite. */
export function postgresPoolOf(db: Db): PgPool | null {
  if (!isPostgres(db)) return null;
  const pool = rawClientOf(db) as unknown as Partial<PgPool>;
  return pool.options && typeof pool.Client === 'function' ? (pool as PgPool) : null;
}

/** What pg-pool keeps of its own: the settings it opens its clients with, and the client class. */
export type PgPool = { options: PoolConfig; Client: new (options: PoolConfig) => Client };
