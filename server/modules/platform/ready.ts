import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { AppError } from '@/server/errors';

type Journal = { entries: { when: number; tag: string }[] };

/** The newest migration this build ships (the journal never changes while the process runs). */
let newestShipped: number | undefined;
function newestMigration(): number {
  newestShipped ??= Math.max(
    ...(
      JSON.parse(
        fs.readFileSync(path.join(process.cwd(), 'server/db/migrations/meta/_journal.json'), 'utf8'),
      ) as Journal
    ).entries.map((e) => e.when),
  );
  return newestShipped;
}

/**
 * The database half of `GET /ready` (the route answers DRAINING first, after SIGTERM): NOT_READY while the
 * database does not answer or lacks a migration this build ships. Drizzle's migrator applies every migration newer than the newest it
 * recorded, so the database is current when that one is at least the journal's newest.
 */
export async function assertDatabaseReady(db: DbOrTx): Promise<void> {
  let applied: number;
  try {
    const { rows } = (await db.execute(
      sql`select coalesce(max(created_at), 0)::bigint as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | number }[] };
    applied = Number(rows[0]?.newest ?? 0);
  } catch {
    // the database does not answer, or was never migrated (no migrations table)
    throw new AppError('NOT_READY', 'errors.notReady');
  }
  if (applied < newestMigration()) throw new AppError('NOT_READY', 'errors.notReady');
}
