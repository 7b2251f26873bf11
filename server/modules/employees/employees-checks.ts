import 'server-only';
import type { PersonName } from '@/lib/bank-name-match';
import type { EmployeeValues } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { AppError, fieldError } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { organizationOwnsFiles } from '@/server/modules/files/files.service';
import { organizationRail } from '@/server/modules/payments/payments-rails.service';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { nameEnquiry } from '@/server/modules/payments/payments.service';
import { bankColumnsFor } from './employees-bank';
import { findIdentityClashes, findOwnedReferences } from './employees.repo';

/**
 * The rules zod cannot see, because they need the organisation's data: unique staff id and email, references
 * that belong to the organisation, the pay currency, and a bank account confirmed by name enquiry. Every
 * failing field is reported at once, so a form shows all its problems after one submit.
 */

type FieldErrors = Record<string, { key: string }[]>;

export class FieldErrorCollector {
  readonly errors: FieldErrors = {};
  add(field: string, key: string) {
    (this.errors[field] ??= []).push({ key });
  }
  /** Throws the collected errors as one 422; does nothing when there are none. */
  throwIfAny() {
    if (Object.keys(this.errors).length)
      throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, this.errors);
  }
}

/** Staff id and email are unique per organisation, ignoring case (the unique indexes of migration 0004 agree). */
export async function checkIdentity(
  db: DbOrTx,
  organizationId: string,
  values: Partial<EmployeeValues>,
  out: FieldErrorCollector,
  exceptId?: string,
) {
  const clashes = await findIdentityClashes(db, organizationId, values.staffId, values.email, exceptId);
  if (values.staffId && clashes.some((c) => c.staffId.toLowerCase() === values.staffId!.toLowerCase()))
    out.add('staffId', 'validation.staffIdTaken');
  if (values.email && clashes.some((c) => c.email.toLowerCase() === values.email!.toLowerCase()))
    out.add('email', 'validation.emailTaken');
}

/** Department, job role, payroll group and rent evidence must be the organisation's own: never another tenant's. */
export async function checkReferences(
  db: DbOrTx,
  organizationId: string,
  values: Partial<EmployeeValues>,
  out: FieldErrorCollector,
  prefix = '',
) {
  const ids = {
    departmentId: values.departmentId ?? undefined,
    jobRoleId: values.jobRoleId ?? undefined,
    payrollGroupId: values.payrollGroupId ?? undefined,
  };
  const owned = await findOwnedReferences(db, organizationId, ids);
  for (const field of ['departmentId', 'jobRoleId', 'payrollGroupId'] as const) {
    if (ids[field] && !owned[field]) out.add(`${prefix}${field}`, 'validation.notFoundInOrg');
  }
  if (
    values.rentEvidenceFileId &&
    !(await organizationOwnsFiles(db, organizationId, [values.rentEvidenceFileId], 'rent-evidence'))
  ) {
    out.add(`${prefix}rentEvidenceFileId`, 'validation.notFoundInOrg');
  }
}

/** Employees are paid in the organisation's currency or in USD (ARCHITECTURE.md: USD is always available). */
export function checkPayCurrency(
  orgCurrency: string,
  payCurrency: string | undefined,
  out: FieldErrorCollector,
) {
  if (payCurrency !== undefined && payCurrency !== orgCurrency && payCurrency !== 'USD')
    out.add('payCurrency', 'validation.payCurrency');
}

/** A bank code without an account number (or the reverse) can be neither verified nor paid. */
export function checkBankPair(values: Partial<EmployeeValues>, out: FieldErrorCollector) {
  const hasCode = Boolean(values.bankCode);
  const hasNumber = Boolean(values.accountNumber);
  if (hasCode && !hasNumber) out.add('accountNumber', 'validation.bankPair');
  if (hasNumber && !hasCode) out.add('bankCode', 'validation.bankPair');
}

/**
 * Name enquiry through the payments module, in the organisation's country. Any refusal by the provider
 * (unknown bank, bad check digit, no such account) becomes a 422 on the account number. The holder's name is
 * compared with the employee's (employees-bank.ts): only a match verifies the account; another name is
 * saved as a name mismatch, held from payouts until an admin accepts it.
 *
 * Called from POST and PUT employees, so it runs inside the route's transaction — but before that
 * transaction writes anything (after the checks, before the insert or update), so no row is locked while the
 * provider answers, and a refusal rolls back nothing but reads.
 */
export async function verifyBankAccount(
  deps: AppDeps,
  organizationId: string,
  bankCode: string,
  accountNumber: string,
  person: PersonName,
) {
  try {
    const rail = await organizationRail(deps.db, getPaymentsProvider(), organizationId);
    const result = await nameEnquiry(deps.db, rail, organizationId, { bankCode, accountNumber });
    // no name to compare (Flutterwave has no name enquiry for Ugandan mobile money): checked by form only
    if (!result.accountName) return { ...clearedBank, bankName: result.bankName };
    return { bankName: result.bankName, ...bankColumnsFor(person, result.accountName, deps.now()) };
  } catch (error) {
    if (error instanceof AppError) throw fieldError('accountNumber', 'validation.accountNotVerified');
    throw error;
  }
}

/** No bank on file: name, holder, verification and the name check go with it. */
export const clearedBank = {
  bankName: null,
  accountName: null,
  bankVerifiedAt: null,
  bankNameStatus: null,
  bankNameAcceptedBy: null,
  bankNameAcceptedAt: null,
};

/**
 * Two saves racing past checkIdentity meet the unique indexes instead: answer them with the same field
 * errors as the pre-check rather than a 500.
 */
export function rethrowIdentityClash(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = String(
      (error as { constraint?: string }).constraint ??
        (error as { cause?: { constraint?: string } }).cause?.constraint ??
        '',
    );
    throw constraint.includes('email')
      ? fieldError('email', 'validation.emailTaken')
      : fieldError('staffId', 'validation.staffIdTaken');
  }
  throw error;
}
