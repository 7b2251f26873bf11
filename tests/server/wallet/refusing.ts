import { sql } from 'drizzle-orm';
import { getHarness } from '../helpers/app';

/**
 * Runs `fn` while a trigger refuses inserts into `table` of rows meeting `condition` (PL/pgSQL on `new`): how a
 * test makes an audit row or a notification fail to be written. Keep `condition` to the test's own
 * organisation: the database is shared with the other files of the worker (and with other workers on PostgreSQL).
 */
export async function refusing(table: string, condition: string, fn: () => Promise<void>) {
  const { deps } = await getHarness();
  const name = `refuse_${table}_${crypto.randomUUID().slice(0, 8)}`;
  await deps.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if ${condition} then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
  );
  await deps.db.execute(
    sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
  );
  try {
    await fn();
  } finally {
    await deps.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await deps.db.execute(sql.raw(`drop function ${name}()`));
  }
}
