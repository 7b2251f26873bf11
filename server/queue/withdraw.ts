import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { executorOf } from './sql-executor';

/**
 * Deletes the jobs still waiting in one queue whose data holds every field of `match`, in the caller's
 * transaction (jobs already running or done are left alone); returns how many. For the demo seed: it pays
 * its historical runs inline, in its own transaction, and the payslip mails their outcomes queued must never
 * go out (no one is mailed for a run the demo says was paid months ago). Withdrawn before the seed commits,
 * no worker ever sees them.
 */
export async function withdrawQueuedJobs(
  db: DbOrTx,
  name: string,
  match: Record<string, string>,
): Promise<number> {
  const { rows } = await executorOf(db).executeSql(
    `DELETE FROM pgboss.job WHERE name = $1 AND state = 'created' AND data @> $2::jsonb RETURNING id`,
    [name, JSON.stringify(match)],
  );
  return rows.length;
}
