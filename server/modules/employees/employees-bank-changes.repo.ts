import 'server-only';
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employeeBankChanges, employees } from '@/server/db/schema';
import { inIds } from '@/server/db/sql-ids';

export type BankChangeRow = typeof employeeBankChanges.$inferSelect;

/** The employee's pending bank change (at most one: a newer change supersedes it), locked when asked. */
export async function findPendingChange(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  lock = false,
) {
  const q = db
    .select()
    .from(employeeBankChanges)
    .where(
      and(
        eq(employeeBankChanges.organizationId, organizationId),
        eq(employeeBankChanges.employeeId, employeeId),
        eq(employeeBankChanges.status, 'pending'),
      ),
    )
    .orderBy(desc(employeeBankChanges.createdAt))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Pending changes of these employees (payout holds), newest first. */
export function listPendingChanges(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  return db
    .select({ employeeId: employeeBankChanges.employeeId, createdAt: employeeBankChanges.createdAt })
    .from(employeeBankChanges)
    .where(
      and(
        eq(employeeBankChanges.organizationId, organizationId),
        inIds(employeeBankChanges.employeeId, employeeIds),
        eq(employeeBankChanges.status, 'pending'),
      ),
    )
    .orderBy(desc(employeeBankChanges.createdAt));
}

export async function insertChange(db: DbOrTx, values: typeof employeeBankChanges.$inferInsert) {
  const [row] = await db.insert(employeeBankChanges).values(values).returning();
  return row!;
}

/** pending → `status`; false when it was decided meanwhile. */
export async function decideChange(
  db: DbOrTx,
  id: string,
  values: { status: 'confirmed' | 'rejected' | 'superseded'; decidedBy: string | null; decidedAt: Date },
) {
  const rows = await db
    .update(employeeBankChanges)
    .set(values)
    .where(and(eq(employeeBankChanges.id, id), eq(employeeBankChanges.status, 'pending')))
    .returning({ id: employeeBankChanges.id });
  return rows.length > 0;
}

/**
 * Other employees of the organisation who may be paid into this account: the same blind index, or (rows
 * written before migration 0030, without one) the same bank and last four digits — the caller decrypts those.
 */
export function findAccountCandidates(
  db: DbOrTx,
  organizationId: string,
  exceptId: string,
  bidx: string,
  bankCode: string,
  last4: string,
) {
  return db
    .select({
      id: employees.id,
      staffId: employees.staffId,
      accountNumberBidx: employees.accountNumberBidx,
      accountNumberEnc: employees.accountNumberEnc,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        ne(employees.id, exceptId),
        or(
          eq(employees.accountNumberBidx, bidx),
          and(
            isNull(employees.accountNumberBidx),
            eq(employees.bankCode, bankCode),
            eq(employees.accountNumberLast4, last4),
          ),
        ),
      ),
    )
    .limit(50);
}
