import 'server-only';
import { bankChangeHoldReason } from '@/lib/payout-failures';
import { blindIndex, decryptField, decryptOptional } from '@/server/crypto/field-cipher';
import type { DbOrTx } from '@/server/db/client';
import type { employees } from '@/server/db/schema';
import { conflict, fieldError, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { queueBankChangeMail } from './employees-bank-change.mail';
import * as repo from './employees-bank-changes.repo';
import * as employeesRepo from './employees.repo';

/**
 * A changed bank account cannot divert pay (issue 33): changing an existing employee's bank or account number
 * records a pending change and holds their payouts (`held`, in clearing) until an admin confirms it — another
 * admin at once, the admin who made it only after COOL_OFF_MS — or rejects it, which puts the old account back.
 * The employee and the organisation's admins are mailed about every change. Two employees paid into one
 * account is refused (a ghost-worker signal), found by a blind index of bank code and number.
 */
export const COOL_OFF_MS = 24 * 60 * 60 * 1000;

type EmployeeRow = typeof employees.$inferSelect;

/** The blind index of an account (bank code and number: the same digits at another bank are another account). */
export const accountBidx = (bankCode: string, accountNumber: string) =>
  blindIndex('employee-account', `${bankCode}:${accountNumber}`);

/** 422 on `accountNumber` naming the other employee's staff ID when another employee has this account. */
export async function refuseSharedAccount(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  bankCode: string,
  accountNumber: string,
) {
  const bidx = accountBidx(bankCode, accountNumber);
  const candidates = await repo.findAccountCandidates(
    db,
    organizationId,
    employeeId,
    bidx,
    bankCode,
    accountNumber.slice(-4),
  );
  const other = candidates.find(
    (c) =>
      c.accountNumberBidx === bidx ||
      (c.accountNumberBidx === null && decryptOptional(c.accountNumberEnc) === accountNumber),
  );
  if (other) throw fieldError('accountNumber', 'employees.errors.accountShared', { staffId: other.staffId });
}

type NewAccount = {
  bankCode: string | null;
  accountNumberLast4: string | null;
  accountName: string | null;
  bankNameStatus: string | null;
};

/**
 * Records the change of `stored`'s account to `next` and queues the mails. A change while another is pending
 * supersedes it and keeps its old account: the one last confirmed is what a rejection restores.
 */
export async function recordBankChange(
  deps: AppDeps,
  stored: EmployeeRow,
  next: NewAccount,
  changedBy: string | null,
) {
  const { organizationId, id: employeeId } = stored;
  const now = deps.now();
  const pending = await repo.findPendingChange(deps.db, organizationId, employeeId, true);
  if (pending)
    await repo.decideChange(deps.db, pending.id, {
      status: 'superseded',
      decidedBy: changedBy,
      decidedAt: now,
    });
  const old = pending
    ? {
        oldBankCode: pending.oldBankCode,
        oldBankName: pending.oldBankName,
        oldAccountNumberEnc: pending.oldAccountNumberEnc,
        oldAccountNumberLast4: pending.oldAccountNumberLast4,
        oldAccountName: pending.oldAccountName,
        oldBankVerifiedAt: pending.oldBankVerifiedAt,
        oldBankNameStatus: pending.oldBankNameStatus,
      }
    : {
        oldBankCode: stored.bankCode,
        oldBankName: stored.bankName,
        oldAccountNumberEnc: stored.accountNumberEnc,
        oldAccountNumberLast4: stored.accountNumberLast4,
        oldAccountName: stored.accountName,
        oldBankVerifiedAt: stored.bankVerifiedAt,
        oldBankNameStatus: stored.bankNameStatus,
      };
  const change = await repo.insertChange(deps.db, {
    organizationId,
    employeeId,
    ...old,
    newBankCode: next.bankCode,
    newAccountNumberLast4: next.accountNumberLast4,
    newAccountName: next.accountName,
    nameMatches: next.accountName ? next.bankNameStatus === 'matched' : null,
    changedBy,
    createdAt: now,
  });
  await queueBankChangeMail(deps.db, { organizationId, changeId: change.id, event: 'changed' });
  return change;
}

async function pendingOf(deps: AppDeps, organizationId: string, employeeId: string) {
  const row = await employeesRepo.findEmployee(deps.db, organizationId, employeeId);
  if (!row) throw notFound('errors.employeeNotFound');
  const pending = await repo.findPendingChange(deps.db, organizationId, employeeId, true);
  if (!pending) throw conflict('employees.errors.noPendingBankChange');
  return { employee: row.employee, pending };
}

/**
 * POST employees/{id}/bank-change/confirm: payouts to the new account may go out ("Retry failed payments"
 * sends the held ones). The admin who made the change waits COOL_OFF_MS (409); another admin confirms at once.
 */
export async function confirmBankChange(
  deps: AppDeps,
  organizationId: string,
  employeeId: string,
  userId: string,
) {
  const { pending } = await pendingOf(deps, organizationId, employeeId);
  const now = deps.now();
  const allowedAt = new Date(pending.createdAt.getTime() + COOL_OFF_MS);
  if (pending.changedBy === userId && now < allowedAt)
    throw conflict('employees.errors.bankChangeCoolOff', { time: allowedAt.toISOString() });
  await repo.decideChange(deps.db, pending.id, { status: 'confirmed', decidedBy: userId, decidedAt: now });
  await queueBankChangeMail(deps.db, { organizationId, changeId: pending.id, event: 'confirmed' });
  return pending;
}

/** POST employees/{id}/bank-change/reject: the old account (as it was, verification included) is back. */
export async function rejectBankChange(
  deps: AppDeps,
  organizationId: string,
  employeeId: string,
  userId: string,
) {
  const { pending } = await pendingOf(deps, organizationId, employeeId);
  const now = deps.now();
  const oldNumber = pending.oldAccountNumberEnc ? decryptField(pending.oldAccountNumberEnc) : null;
  await employeesRepo.updateEmployee(deps.db, organizationId, employeeId, {
    bankCode: pending.oldBankCode,
    bankName: pending.oldBankName,
    accountNumberEnc: pending.oldAccountNumberEnc,
    accountNumberLast4: pending.oldAccountNumberLast4,
    accountNumberBidx: pending.oldBankCode && oldNumber ? accountBidx(pending.oldBankCode, oldNumber) : null,
    accountName: pending.oldAccountName,
    bankVerifiedAt: pending.oldBankVerifiedAt,
    bankNameStatus: pending.oldBankNameStatus,
    bankNameAcceptedBy: null,
    bankNameAcceptedAt: null,
    updatedAt: now,
  });
  await repo.decideChange(deps.db, pending.id, { status: 'rejected', decidedBy: userId, decidedAt: now });
  await queueBankChangeMail(deps.db, { organizationId, changeId: pending.id, event: 'rejected' });
  return pending;
}

/** Why payouts to these employees wait in clearing: their unconfirmed bank change, by employee id. */
export async function findBankChangeHolds(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  const holds = new Map<string, string>();
  if (employeeIds.length === 0) return holds;
  for (const r of await repo.listPendingChanges(db, organizationId, employeeIds)) {
    if (!holds.has(r.employeeId))
      holds.set(r.employeeId, bankChangeHoldReason(r.createdAt.toISOString().slice(0, 10)));
  }
  return holds;
}

/** The pending change as the detail screen shows it (masked numbers only), or null. */
export async function pendingBankChangeView(db: DbOrTx, organizationId: string, employeeId: string) {
  const p = await repo.findPendingChange(db, organizationId, employeeId);
  if (!p) return null;
  return {
    id: p.id,
    oldBankCode: p.oldBankCode,
    oldBankName: p.oldBankName,
    oldAccountNumber: p.oldAccountNumberLast4 ? `******${p.oldAccountNumberLast4}` : null,
    newBankCode: p.newBankCode,
    newAccountNumber: p.newAccountNumberLast4 ? `******${p.newAccountNumberLast4}` : null,
    newAccountName: p.newAccountName,
    nameMatches: p.nameMatches,
    changedBy: p.changedBy,
    createdAt: p.createdAt.toISOString(),
    confirmableBySameAdminAt: new Date(p.createdAt.getTime() + COOL_OFF_MS).toISOString(),
  };
}
