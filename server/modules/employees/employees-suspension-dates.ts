import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';

/**
 * The scheduled side of suspensions (a job, server/wiring/chores.ts): a suspension dated in the future starts
 * on its start date, and one with an end date ends the day after it. Across every organisation, in two
 * set-based updates, so the chore costs the same for 10 or 100,000 employees and running it twice changes
 * nothing (idempotent, as jobs must be). Separated employees are never touched.
 */
const serving = (today: string) => sql`
  exists (
    select 1 from employee_suspensions s
    where s.organization_id = e.organization_id and s.employee_id = e.id and s.revoked_at is null
      and s.start_date <= ${today}::date and (s.end_date is null or s.end_date >= ${today}::date)
  )`;

/** `today` is YYYY-MM-DD (UTC). Returns how many employees started and ended a suspension. */
export async function applySuspensionDates(db: DbOrTx, today: string, now: Date) {
  const started = await db.execute(sql`
    update employees e set status = 'suspended', updated_at = ${now.toISOString()}::timestamptz
    where e.status = 'active' and ${serving(today)} returning e.id`);
  const ended = await db.execute(sql`
    update employees e set status = 'active', updated_at = ${now.toISOString()}::timestamptz
    where e.status = 'suspended' and not ${serving(today)}
      -- only employees suspended by a dated suspension: one whose record is gone stays as it is
      and exists (select 1 from employee_suspensions s where s.organization_id = e.organization_id and s.employee_id = e.id and s.revoked_at is null)
    returning e.id`);
  return { started: rowsOf(started).length, ended: rowsOf(ended).length };
}

const rowsOf = (r: unknown) => (r as { rows: unknown[] }).rows;
