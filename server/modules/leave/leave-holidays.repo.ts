import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { leaveHolidays } from '@/server/db/schema';

// The organisation's own holidays: days it added, or country holidays it does not observe.

export function listOwnHolidays(db: DbOrTx, organizationId: string, from: string, to: string) {
  return db
    .select()
    .from(leaveHolidays)
    .where(
      and(
        eq(leaveHolidays.organizationId, organizationId),
        gte(leaveHolidays.date, from),
        lte(leaveHolidays.date, to),
      ),
    )
    .orderBy(asc(leaveHolidays.date));
}

export async function findOwnHoliday(db: DbOrTx, organizationId: string, date: string) {
  const [row] = await db
    .select()
    .from(leaveHolidays)
    .where(and(eq(leaveHolidays.organizationId, organizationId), eq(leaveHolidays.date, date)));
  return row;
}

export const upsertHoliday = (
  db: DbOrTx,
  organizationId: string,
  date: string,
  name: string,
  kind: 'added' | 'removed',
) =>
  db
    .insert(leaveHolidays)
    .values({ organizationId, date, name, kind })
    .onConflictDoUpdate({ target: [leaveHolidays.organizationId, leaveHolidays.date], set: { name, kind } });

export const deleteOwnHoliday = (db: DbOrTx, organizationId: string, date: string) =>
  db
    .delete(leaveHolidays)
    .where(and(eq(leaveHolidays.organizationId, organizationId), eq(leaveHolidays.date, date)));
