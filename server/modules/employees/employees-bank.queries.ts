import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import { inIds } from '@/server/db/sql-ids';
import { NAME_MISMATCH_REASON } from './employees-bank';
import { findBankChangeHolds } from './employees-bank-changes';

/**
 * The bank accounts money is sent to, as they are now (a payout retry uses the corrected details). The
 * number stays encrypted: only the transfer itself decrypts it (payouts.worker.ts).
 */
export async function listPayoutAccounts(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return new Map<string, PayoutAccount>();
  const rows = await db
    .select({
      employeeId: employees.id,
      bankCode: employees.bankCode,
      accountNumberEnc: employees.accountNumberEnc,
      accountNumberLast4: employees.accountNumberLast4,
      accountName: employees.accountName,
      bankVerifiedAt: employees.bankVerifiedAt,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inIds(employees.id, employeeIds)));
  return new Map(rows.map((r) => [r.employeeId, r]));
}

export type PayoutAccount = {
  employeeId: string;
  bankCode: string | null;
  accountNumberEnc: string | null;
  accountNumberLast4: string | null;
  accountName: string | null;
  bankVerifiedAt: Date | null;
};

/**
 * Why payouts to these employees must wait, by employee id: an account whose holder's name does not match the
 * employee's and no admin has accepted (employees-bank.ts), or a bank change not yet confirmed
 * (employees-bank-changes.ts: held in clearing). Employees not in the map may be paid.
 */
export async function findPayoutHolds(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  const holds = new Map<string, string>();
  if (employeeIds.length === 0) return holds;
  const rows = await db
    .select({ employeeId: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        inIds(employees.id, employeeIds),
        eq(employees.bankNameStatus, 'mismatch'),
      ),
    );
  for (const r of rows) holds.set(r.employeeId, NAME_MISMATCH_REASON);
  // an unconfirmed bank change comes first: its payout waits in clearing rather than failing
  for (const [employeeId, reason] of await findBankChangeHolds(db, organizationId, employeeIds))
    holds.set(employeeId, reason);
  return holds;
}
