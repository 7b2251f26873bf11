import 'server-only';
import { accountNameMatches, type PersonName } from '@/lib/bank-name-match';
import type { BankVerificationStatus } from '@/lib/contracts/employees';
import type { employees } from '@/server/db/schema';

/**
 * An employee's bank account, as far as it is confirmed. Name enquiry names the holder; the holder's name is
 * compared with the employee's (lib/bank-name-match.ts: the surname and one other name, in any order and
 * case). Only a matching name verifies the account (`bank_verified_at`). A name that does not match is
 * `mismatch`: the account is shown "Name mismatch — check before paying" and payouts to it are held (failed
 * with that reason, nothing sent) until an admin accepts the bank's name (`accepted`, verified from then).
 */

type EmployeeRow = typeof employees.$inferSelect;
type BankColumns = Pick<
  EmployeeRow,
  'accountName' | 'bankVerifiedAt' | 'bankNameStatus' | 'bankNameAcceptedBy' | 'bankNameAcceptedAt'
>;

/** What a payout to a mismatched account fails with, and the words the screens show for the state. */
export const NAME_MISMATCH_REASON = 'Name mismatch — check before paying';

/** The bank columns after a name enquiry answered `accountName` for this person. */
export function bankColumnsFor(person: PersonName, accountName: string, now: Date): BankColumns {
  const matched = accountNameMatches(person, accountName);
  return {
    accountName,
    bankVerifiedAt: matched ? now : null,
    bankNameStatus: matched ? 'matched' : 'mismatch',
    bankNameAcceptedBy: null,
    bankNameAcceptedAt: null,
  };
}

/**
 * After the employee's names change (bank details unchanged): the holder's name is compared again. An
 * accepted name stays accepted unless the new names match it outright. Undefined: nothing to change.
 */
export function recheckedBankColumns(
  stored: EmployeeRow,
  person: PersonName,
  now: Date,
): BankColumns | undefined {
  if (!stored.accountName || !stored.bankCode || !stored.accountNumberEnc) return undefined;
  const matched = accountNameMatches(person, stored.accountName);
  if (stored.bankNameStatus === 'accepted' && !matched) return undefined;
  // a legacy row verified before names were compared has no status: compare it now too
  if (stored.bankNameStatus === null && stored.bankVerifiedAt === null) return undefined;
  const status = matched ? 'matched' : 'mismatch';
  if (status === stored.bankNameStatus) return undefined;
  return {
    accountName: stored.accountName,
    bankVerifiedAt: matched ? (stored.bankVerifiedAt ?? now) : null,
    bankNameStatus: status,
    bankNameAcceptedBy: null,
    bankNameAcceptedAt: null,
  };
}

/** The account's state for the API (null: no account on file). */
export function bankVerificationStatus(
  e: Pick<EmployeeRow, 'bankCode' | 'accountNumberEnc' | 'bankVerifiedAt' | 'bankNameStatus'>,
): BankVerificationStatus | null {
  if (!e.bankCode || !e.accountNumberEnc) return null;
  if (e.bankNameStatus === 'mismatch') return 'name_mismatch';
  if (e.bankVerifiedAt === null) return 'unverified';
  return e.bankNameStatus === 'accepted' ? 'name_accepted' : 'verified';
}
