import 'server-only';
import type { EmployeeValues } from '@/lib/contracts/employees';
import type { employees } from '@/server/db/schema';
import { encryptOptional } from '@/server/crypto/field-cipher';

type EmployeeInsert = typeof employees.$inferInsert;
type SecretFields = 'accountNumber' | 'bvn' | 'nin' | 'rsaPin' | 'taxId';

/**
 * Validated input → columns. The only place plaintext account numbers, BVNs, NINs, RSA PINs and tax IDs become ciphertext, so
 * the create form, PUT employees/{id} and the bulk import all store them the same way. Only keys present in
 * `values` are returned, which makes it right for partial updates too. Bank verification (bank_verified_at,
 * account_name) is the caller's business: it comes from name enquiry, not from input.
 */
export function toEmployeeColumns(values: Partial<EmployeeValues>): Partial<EmployeeInsert> {
  const { accountNumber, bvn, nin, rsaPin, taxId, ...plain } = values as Partial<EmployeeValues> &
    Record<SecretFields, string | null | undefined>;
  const columns: Partial<EmployeeInsert> = { ...plain };
  if (accountNumber !== undefined) {
    columns.accountNumberEnc = encryptOptional(accountNumber);
    columns.accountNumberLast4 = accountNumber ? accountNumber.slice(-4) : null;
  }
  if (bvn !== undefined) columns.bvnEnc = encryptOptional(bvn);
  if (nin !== undefined) columns.ninEnc = encryptOptional(nin);
  if (rsaPin !== undefined) columns.rsaPinEnc = encryptOptional(rsaPin);
  if (taxId !== undefined) columns.taxIdEnc = encryptOptional(taxId);
  return columns;
}

/** A full insert row for one organisation's new employee. */
export function toEmployeeInsert(organizationId: string, values: EmployeeValues): EmployeeInsert {
  return { ...(toEmployeeColumns(values) as EmployeeInsert), organizationId };
}
