import 'server-only';
import type { z } from 'zod';
import type {
  EmployeeDetail,
  employeeListQuerySchema,
  EmployeeStatus,
  EmployeeValues,
  StatutoryType,
  togglePayrollSchema,
  updateManySchema,
} from '@/lib/contracts/employees';
import { toMeta } from '@/lib/contracts/pagination';
import { decryptField } from '@/server/crypto/field-cipher';
import type { DbOrTx } from '@/server/db/client';
import { conflict, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import {
  checkBankPair,
  checkIdentity,
  checkPayCurrency,
  checkReferences,
  clearedBank,
  FieldErrorCollector,
  rethrowIdentityClash,
  verifyBankAccount,
} from './employees-checks';
import { recheckedBankColumns } from './employees-bank';
import { accountBidx, recordBankChange, refuseSharedAccount } from './employees-bank-changes';
import { findLiveSuspension } from './employees-records.repo';
import { toBulkBefore, toDetail, toSummary } from './employees.presenter';
import * as repo from './employees.repo';
import { toEmployeeColumns, toEmployeeInsert } from './employees.mapper';

type ListQuery = z.output<typeof employeeListQuerySchema>;
type Page = { page: number; perPage: number };

/** The screen's tabs: "active" also shows suspended people (they come back), "in-active" the leavers. */
const TAB_STATUSES: Record<NonNullable<ListQuery['tab']>, EmployeeStatus[]> = {
  active: ['active', 'suspended'],
  'in-active': ['separated'],
};
/** `result=all` serves pickers; past this a picker is the wrong tool, so the answer is capped. */
export const RESULT_ALL_CAP = 1000;

async function listPage(db: DbOrTx, filter: repo.EmployeeFilter, { page, perPage }: Page) {
  // one after another: other modules list in their transactions (a comm's audience), one connection
  const rows = await repo.listEmployeeRows(db, filter, perPage, (page - 1) * perPage);
  const total = await repo.countEmployeeRows(db, filter);
  return { data: rows.map(toSummary), meta: toMeta(page, perPage, total) };
}

/** GET employees/lookup: the picker's page of people, as GET employees?tab=active finds them, names only. */
export async function lookupEmployees(
  db: DbOrTx,
  organizationId: string,
  q: { page: number; perPage: number; search?: string },
) {
  const { data, meta } = await listEmployees(db, organizationId, { ...q, tab: 'active' });
  return {
    data: data.map(({ id, staffId, firstName, lastName, department, payrollGroup }) => ({
      id,
      staffId,
      firstName,
      lastName,
      department,
      payrollGroup,
    })),
    meta,
  };
}

/** GET employees: one query for the page's rows, one for the total (see listEmployeeRows for the index used). */
export async function listEmployees(db: DbOrTx, organizationId: string, q: ListQuery) {
  let statuses = q.tab ? TAB_STATUSES[q.tab] : undefined;
  if (q.status) statuses = statuses && !statuses.includes(q.status) ? [] : [q.status];
  const paging =
    q.result === 'all' ? { page: 1, perPage: RESULT_ALL_CAP } : { page: q.page, perPage: q.perPage };
  // A tab and a status that exclude each other (in-active + active) match nobody: no query needed.
  if (statuses?.length === 0) return { data: [], meta: toMeta(paging.page, paging.perPage, 0) };
  const filter = {
    organizationId,
    statuses,
    departmentId: q.departmentId,
    payrollGroupId: q.payrollGroupId,
    withoutDepartment: q.withoutDepartment,
    search: q.search || undefined,
  };
  return listPage(db, filter, paging);
}

const STATUTORY_FLAGS = {
  pension: 'pensionEnabled',
  nhf: 'nhfEnabled',
  paye: 'payeEnabled',
  nsitf: 'nsitfEnabled',
  itf: 'itfEnabled',
} as const satisfies Record<StatutoryType, repo.EmployeeFilter['disabledFlag']>;

/** GET employees/statutory-disabled/{type}: current (not separated) employees exempted from that deduction. */
export function listStatutoryDisabled(db: DbOrTx, organizationId: string, type: StatutoryType, paging: Page) {
  return listPage(
    db,
    { organizationId, statuses: TAB_STATUSES.active, disabledFlag: STATUTORY_FLAGS[type] },
    paging,
  );
}

/** Head count per status, for the dashboard and the tabs. */
export async function countEmployees(
  db: DbOrTx,
  organizationId: string,
): Promise<Record<EmployeeStatus, number>> {
  const counts = { active: 0, suspended: 0, separated: 0 };
  for (const { status, n } of await repo.countByStatus(db, organizationId)) {
    if (status in counts) counts[status as EmployeeStatus] = n;
  }
  return counts;
}

/** The detail, or undefined for an id that is not the organisation's. */
export async function findEmployeeDetail(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<EmployeeDetail | undefined> {
  const row = await repo.findEmployee(db, organizationId, id);
  return row && detailOf(db, row);
}

async function detailOf(db: DbOrTx, row: repo.EmployeeWithNames) {
  const { organizationId, id, status } = row.employee;
  return toDetail(row, status === 'suspended' ? await findLiveSuspension(db, organizationId, id) : undefined);
}

export async function getEmployee(db: DbOrTx, organizationId: string, id: string): Promise<EmployeeDetail> {
  const detail = await findEmployeeDetail(db, organizationId, id);
  if (!detail) throw notFound('errors.employeeNotFound');
  return detail;
}

async function organizationCurrency(db: DbOrTx, organizationId: string) {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  return organization.currency;
}

/** POST employees: every rule checked first, the bank confirmed by name enquiry, then one insert. */
export async function createEmployee(
  deps: AppDeps,
  organizationId: string,
  values: EmployeeValues,
): Promise<EmployeeDetail> {
  const out = new FieldErrorCollector();
  checkPayCurrency(await organizationCurrency(deps.db, organizationId), values.payCurrency, out);
  checkBankPair(values, out);
  await checkIdentity(deps.db, organizationId, values, out);
  await checkReferences(deps.db, organizationId, values, out);
  out.throwIfAny();
  const bank =
    values.bankCode && values.accountNumber
      ? await verifyBankAccount(deps, organizationId, values.bankCode, values.accountNumber, values)
      : clearedBank;
  const accountNumberBidx =
    values.bankCode && values.accountNumber ? accountBidx(values.bankCode, values.accountNumber) : null;
  const { id } = await repo
    .insertEmployee(deps.db, { ...toEmployeeInsert(organizationId, values), ...bank, accountNumberBidx })
    .catch(rethrowIdentityClash);
  return getEmployee(deps.db, organizationId, id);
}

/**
 * PUT employees/{id} with only the fields the client sent. The bank is re-verified only when the bank code
 * or account number actually changes; sending both as null removes the account. Answers the detail before
 * (for the audit row) and after.
 */
export async function updateEmployee(
  deps: AppDeps,
  organizationId: string,
  id: string,
  values: Partial<EmployeeValues>,
  actorUserId: string | null = null,
  /** Called when the change replaces the bank account, before anything is written (issue 33's step-up). */
  onBankChange?: () => Promise<void>,
) {
  const row = await repo.findEmployee(deps.db, organizationId, id);
  if (!row) throw notFound('errors.employeeNotFound');
  const before = await detailOf(deps.db, row);
  const out = new FieldErrorCollector();
  const bankGiven = values.bankCode !== undefined || values.accountNumber !== undefined;
  checkPayCurrency(await organizationCurrency(deps.db, organizationId), values.payCurrency, out);
  if (bankGiven) {
    if (values.bankCode === undefined) out.add('bankCode', 'validation.bankPair');
    else if (values.accountNumber === undefined) out.add('accountNumber', 'validation.bankPair');
    else checkBankPair(values, out);
  }
  await checkIdentity(deps.db, organizationId, values, out, id);
  await checkReferences(deps.db, organizationId, values, out);
  out.throwIfAny();

  const { bankCode, accountNumber, ...rest } = values;
  const stored = row.employee;
  const storedNumber = stored.accountNumberEnc ? decryptField(stored.accountNumberEnc) : null;
  // the holder's name is compared with the names as they will be after this change
  const person = {
    firstName: values.firstName ?? stored.firstName,
    lastName: values.lastName ?? stored.lastName,
    otherNames: values.otherNames !== undefined ? values.otherNames : stored.otherNames,
  };
  let bank = {};
  const bankChanged = bankGiven && (bankCode !== stored.bankCode || accountNumber !== storedNumber);
  if (bankChanged) await onBankChange?.();
  if (bankChanged && bankCode && accountNumber) {
    await refuseSharedAccount(deps.db, organizationId, id, bankCode, accountNumber);
    const verified = await verifyBankAccount(deps, organizationId, bankCode, accountNumber, person);
    bank = {
      bankCode,
      ...toEmployeeColumns({ accountNumber }),
      accountNumberBidx: accountBidx(bankCode, accountNumber),
      ...verified,
    };
    // a new account is held from payouts until confirmed (employees-bank-changes.ts)
    await recordBankChange(
      deps,
      stored,
      { bankCode, accountNumberLast4: accountNumber.slice(-4), ...verified },
      actorUserId,
    );
  } else if (bankChanged) {
    bank = {
      bankCode: null,
      ...toEmployeeColumns({ accountNumber: null }),
      accountNumberBidx: null,
      ...clearedBank,
    };
  } else if (
    person.firstName !== stored.firstName ||
    person.lastName !== stored.lastName ||
    person.otherNames !== stored.otherNames
  ) {
    bank = recheckedBankColumns(stored, person, deps.now()) ?? {};
  }
  await repo
    .updateEmployee(deps.db, organizationId, id, {
      ...toEmployeeColumns(rest),
      ...bank,
      updatedAt: deps.now(),
    })
    .catch(rethrowIdentityClash);
  return { before, data: await getEmployee(deps.db, organizationId, id) };
}

/**
 * PATCH employees/{id}/accept-bank-name: an admin has checked the account whose holder's name the bank gave
 * differently ("Name mismatch — check before paying") and accepts it; from now on it is verified and paid
 * (failed payouts held for it go out with "Retry failed payments"). 409 unless the account is a mismatch.
 */
export async function acceptBankName(deps: AppDeps, organizationId: string, id: string, userId: string) {
  const row = await repo.findEmployee(deps.db, organizationId, id);
  if (!row) throw notFound('errors.employeeNotFound');
  const before = await detailOf(deps.db, row);
  const now = deps.now();
  const accepted = await repo.acceptBankName(deps.db, organizationId, id, {
    bankNameStatus: 'accepted',
    bankVerifiedAt: now,
    bankNameAcceptedBy: userId,
    bankNameAcceptedAt: now,
    updatedAt: now,
  });
  if (!accepted) throw conflict('employees.errors.noNameMismatch');
  return { before, data: await getEmployee(deps.db, organizationId, id) };
}

/** 404 unless every id is one of the organisation's employees; answers their rows (locked inside a transaction). */
export async function requireOwnEmployees(db: DbOrTx, organizationId: string, ids: string[], lock = false) {
  const unique = [...new Set(ids)];
  const rows = await repo.findEmployeesByIds(db, organizationId, unique, lock);
  if (rows.length !== unique.length) throw notFound('errors.employeesNotFound');
  return rows;
}

/**
 * The columns a bulk change overwrites, for every employee in scope, locked: 404 unless every given id is
 * one of the organisation's employees (nothing changes then).
 */
async function lockOwnValues(
  db: DbOrTx,
  organizationId: string,
  scope: repo.BulkScope,
  columns: readonly repo.BulkColumn[],
) {
  const rows = await repo.findBulkValues(db, organizationId, scope, columns);
  if (scope !== 'not-separated' && rows.length !== scope.length) throw notFound('errors.employeesNotFound');
  return rows;
}

type UpdateMany = z.output<typeof updateManySchema>;

/**
 * PUT employees/updates/update-many: the same change for many employees, all of them or none (the route's
 * transaction). `before` holds what the changed fields held, grouped by value, for the audit row.
 */
export async function updateMany(
  deps: AppDeps,
  organizationId: string,
  { employeeIds, changes }: UpdateMany,
) {
  const out = new FieldErrorCollector();
  if (Object.keys(changes).length === 0) out.add('changes', 'validation.noChanges');
  await checkReferences(deps.db, organizationId, changes, out, 'changes.');
  out.throwIfAny();
  const ids = [...new Set(employeeIds)];
  const columns = Object.keys(changes) as (keyof typeof changes & repo.BulkColumn)[];
  const before = toBulkBefore(await lockOwnValues(deps.db, organizationId, ids, columns));
  const updated = await repo.updateEmployees(deps.db, organizationId, ids, {
    ...changes,
    updatedAt: deps.now(),
  });
  return { before, data: { updated } };
}

/**
 * PATCH employees/payroll/toggle-all: include or leave out of payroll the given employees, or every current
 * one. `before` lists the employees by the flag they had.
 */
export async function togglePayroll(
  deps: AppDeps,
  organizationId: string,
  { enabled, employeeIds }: z.output<typeof togglePayrollSchema>,
) {
  const scope: repo.BulkScope = employeeIds ? [...new Set(employeeIds)] : 'not-separated';
  const before = toBulkBefore(await lockOwnValues(deps.db, organizationId, scope, ['payrollEnabled']));
  const updated = await repo.updateEmployees(deps.db, organizationId, scope, {
    payrollEnabled: enabled,
    updatedAt: deps.now(),
  });
  return { before, data: { updated } };
}
