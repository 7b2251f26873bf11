import 'server-only';
import { pickStatutory } from '@/lib/contracts/employee-statutory';
import type {
  Addon,
  EmployeeDetail,
  EmployeeQuery,
  EmployeeStatus,
  EmployeeSummary,
} from '@/lib/contracts/employees';
import { decryptField, decryptOptional, maskDigits } from '@/server/crypto/field-cipher';
import { bankVerificationStatus } from './employees-bank';
import type { AddonRow, QueryRow, SuspensionRow } from './employees-records.repo';
import type { EmployeeWithNames, SummaryRow } from './employees.repo';
import { monthlyGross } from '@/lib/payroll/gross';

/** Rows → API shapes. Nothing here returns a plaintext account number, BVN or NIN: only their last four digits. */

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export function toSummary(r: SummaryRow): EmployeeSummary {
  return {
    id: r.id,
    staffId: r.staffId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    status: r.status as EmployeeStatus,
    department: ref(r.departmentId, r.departmentName),
    jobRole: ref(r.jobRoleId, r.jobRoleTitle),
    payrollGroup: ref(r.payrollGroupId, r.payrollGroupName),
    payCurrency: r.payCurrency,
    monthlyGross: monthlyGross(r),
    bankName: r.bankName,
    accountNumberMasked: maskDigits(r.accountNumberLast4),
    payrollEnabled: r.payrollEnabled,
    startDate: r.startDate,
  };
}

/** BVN and NIN have no stored last-four column: decrypt in memory, keep four digits, drop the rest. */
const maskSecret = (encrypted: string | null) =>
  encrypted ? maskDigits(decryptField(encrypted).slice(-4)) : null;

export function toDetail(
  { employee: e, departmentName, jobRoleTitle, payrollGroupName }: EmployeeWithNames,
  suspension: SuspensionRow | undefined,
): EmployeeDetail {
  return {
    ...toSummary({ ...e, departmentName, jobRoleTitle, payrollGroupName }),
    otherNames: e.otherNames,
    gender: e.gender,
    dateOfBirth: e.dateOfBirth,
    address: e.address,
    employmentType: e.employmentType,
    basic: e.basic,
    housing: e.housing,
    transport: e.transport,
    other: e.other,
    bankCode: e.bankCode,
    accountName: e.accountName,
    bankVerified: e.bankVerifiedAt !== null && e.bankNameStatus !== 'mismatch',
    bankVerificationStatus: bankVerificationStatus(e),
    bankNameAcceptedAt: e.bankNameAcceptedAt?.toISOString() ?? null,
    bvnMasked: maskSecret(e.bvnEnc),
    ninMasked: maskSecret(e.ninEnc),
    // The profile edits them, so the employer (with `employees`) reads them whole; lists never carry them.
    ...pickStatutory({ ...e, rsaPin: decryptOptional(e.rsaPinEnc), taxId: decryptOptional(e.taxIdEnc) }),
    separatedAt: e.separatedAt,
    separationReason: e.separationReason,
    // Only a suspended employee is serving one; an unrevoked row of an employee since restored is history.
    activeSuspension:
      suspension && e.status === 'suspended'
        ? {
            id: suspension.id,
            startDate: suspension.startDate,
            endDate: suspension.endDate,
            reason: suspension.reason,
            withPay: suspension.withPay,
          }
        : null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function toAddon(a: AddonRow): Addon {
  return {
    id: a.id,
    employeeId: a.employeeId,
    kind: a.kind as Addon['kind'],
    name: a.name,
    amount: a.amount,
    currency: a.currency,
    frequency: a.frequency as Addon['frequency'],
    startPeriod: a.startPeriod,
    endPeriod: a.endPeriod,
    createdAt: a.createdAt.toISOString(),
  };
}

export function toQuery(q: QueryRow, issuerName: string | null): EmployeeQuery {
  return {
    id: q.id,
    subject: q.subject,
    body: q.body,
    issuedBy: issuerName,
    response: q.response,
    respondedAt: q.respondedAt?.toISOString() ?? null,
    createdAt: q.createdAt.toISOString(),
  };
}

export type BulkBefore = { was: Record<string, unknown>; employeeIds: string[] }[];

/**
 * A change to many employees, as it was before (the audit row's `before`): the employees grouped by the
 * values the change overwrites, e.g. `[{ was: { status: 'active' }, employeeIds: [...] }]`. One group per
 * distinct value keeps the row about the size of the id list however many employees the change touched.
 */
export function toBulkBefore(rows: ({ id: string } & Record<string, unknown>)[]): BulkBefore {
  const groups = new Map<string, BulkBefore[number]>();
  for (const { id, ...was } of rows) {
    const key = JSON.stringify(was);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { was, employeeIds: [] }));
    group.employeeIds.push(id);
  }
  return [...groups.values()];
}
