import 'server-only';
import type { DbOrTx } from '@/server/db/client';

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
