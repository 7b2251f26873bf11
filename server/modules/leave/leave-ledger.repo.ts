import 'server-only';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { leaveLedger } from '@/server/db/schema';

export type LedgerRow = typeof leaveLedger.$inferSelect;

// The balance ledger: a balance is the sum of its entries (ledger rules in leave-ledger-rules.ts).

export function listEntries(db: DbOrTx, organizationId: string, employeeId: string, typeIds?: string[]) {
  return db
    .select()
    .from(leaveLedger)
    .where(
      and(
        eq(leaveLedger.organizationId, organizationId),
        eq(leaveLedger.employeeId, employeeId),
        typeIds ? inArray(leaveLedger.leaveTypeId, typeIds) : undefined,
      ),
    )
    .orderBy(asc(leaveLedger.effectiveDate), asc(leaveLedger.createdAt));
}

/** The entries the roll-over job stores: year ends and the carry-over's expiry (accruals stay computed on read). */
export const ROLL_OVER_KINDS: readonly string[] = ['lapse', 'carry_over', 'expiry'];

/**
 * Stored roll-over entries of the type dated on or after `from` (of one employee, or all) stop standing: an
 * event backdated before them, or a change of the type's rules, changes what they should be. Reads compute
 * them again at once and the next roll-over run stores them again.
 */
export async function clearRollOver(
  db: DbOrTx,
  organizationId: string,
  leaveTypeId: string,
  { employeeId, from }: { employeeId?: string; from?: string } = {},
) {
  await db
    .delete(leaveLedger)
    .where(
      and(
        eq(leaveLedger.organizationId, organizationId),
        eq(leaveLedger.leaveTypeId, leaveTypeId),
        employeeId ? eq(leaveLedger.employeeId, employeeId) : undefined,
        from ? gte(leaveLedger.effectiveDate, from) : undefined,
        inArray(leaveLedger.kind, [...ROLL_OVER_KINDS]),
      ),
    );
}

/**
 * Events (taken, returned, adjustments) and stored system entries; system entries are unique per period, so
 * one stored twice at once is inserted once. An event clears the stored roll-over from its date on.
 */
export async function insertEntries(db: DbOrTx, values: (typeof leaveLedger.$inferInsert)[]) {
  if (values.length === 0) return;
  for (const v of values)
    if (!ROLL_OVER_KINDS.includes(v.kind) && v.kind !== 'accrual')
      await clearRollOver(db, v.organizationId, v.leaveTypeId, {
        employeeId: v.employeeId,
        from: v.effectiveDate,
      });
  await db.insert(leaveLedger).values(values).onConflictDoNothing();
}

/** Every ledger row of the organisation (the roll-over reads them all at once). */
export function listOrganizationEntries(db: DbOrTx, organizationId: string) {
  return db.select().from(leaveLedger).where(eq(leaveLedger.organizationId, organizationId));
}

export async function deleteEntries(db: DbOrTx, ids: string[]) {
  if (ids.length > 0) await db.delete(leaveLedger).where(inIds(leaveLedger.id, ids));
}
