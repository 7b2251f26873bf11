import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { traceSqlOnPglite, traceSqlOnPgPool } from '@/server/telemetry/sql';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DbHandle = { db: Db; driver: 'pg' | 'pglite'; close: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'server/db/migrations');

// Opening a database, and nothing more: the connection and our migrations (the schema). Starting the app on it
// (data backfills, the job queues, the demo seed) is server/boot's (boot/database.ts), which only entry points
// import: the server, scripts, tests and benches.

/** Connects to PostgreSQL (node-postgres pool) and applies pending migrations. */
export async function connectPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10) });
  traceSqlOnPgPool(pool); // SQL spans when OpenTelemetry is on (server/telemetry)
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
}

/** Opens embedded PGlite (a data directory, or memory when `dataDir` is undefined) and applies pending migrations. */
export async function connectPglite(dataDir?: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the employee search index (migration 0004); PostgreSQL ships it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  traceSqlOnPglite(client); // SQL spans when OpenTelemetry is on (server/telemetry)
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

export function defaultPgliteDir(): string {
  return process.env.PGLITE_DIR ?? path.join(process.cwd(), '.data/pglite');
}

/** Connects to the database this process is configured for: `DATABASE_URL`, else PGlite on disk. */
export function connectConfiguredDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  return url ? connectPostgres(url) : connectPglite(defaultPgliteDir());
}
