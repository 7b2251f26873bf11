import type { UseFormReturn } from 'react-hook-form';
import { pickStatutory } from '@/lib/contracts/employee-statutory';
import {
  EMPLOYMENT_TYPES,
  GENDERS,
  employeeInputSchema,
  type EmployeeDetail,
  type EmployeeInput,
  type EmployeeUpdateInput,
  type EmployeeValues,
} from '@/lib/contracts/employees';
import { toIsoDate } from '@/lib/dates';

export type EmployeeFormApi = UseFormReturn<EmployeeInput, unknown, EmployeeValues>;
/** Every field of the form, to tell an API field error that belongs on a field from one that does not. */
export const EMPLOYEE_FIELDS = new Set(Object.keys(employeeInputSchema.shape));

/** Optional inputs: an empty box means "none" (null), which is what the contract's nullable fields expect. */
export const nullIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const pick = <T extends string>(list: readonly T[], v: string | null): T | null =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : null;

/**
 * The form's starting values: blank for a new employee, the record for an edit. Secrets (account number,
 * BVN, NIN) are never sent back by the API, so they start blank and blank means "keep what is on file".
 */
export function employeeDefaults(orgCurrency: string, e?: EmployeeDetail): EmployeeInput {
  if (!e) {
    return {
      staffId: '',
      firstName: '',
      lastName: '',
      otherNames: null,
      email: '',
      phone: null,
      gender: null,
      dateOfBirth: null,
      address: null,
      jobRoleId: null,
      departmentId: null,
      payrollGroupId: null,
      employmentType: 'full_time',
      startDate: toIsoDate(new Date()),
      payCurrency: orgCurrency,
      basic: undefined as unknown as number,
      housing: undefined,
      transport: undefined,
      other: undefined,
      bankCode: null,
      accountNumber: null,
      bvn: null,
      nin: null,
      pensionEnabled: true,
      pfa: null,
      rsaPin: null,
      nhfNumber: null,
      payeEnabled: true,
      stateOfResidence: null,
      taxId: null,
      nhfEnabled: false,
      nsitfEnabled: true,
      itfEnabled: true,
      annualRent: undefined,
      rentEvidenceFileId: null,
      ewaEligible: false,
    };
  }
  return {
    staffId: e.staffId,
    firstName: e.firstName,
    lastName: e.lastName,
    otherNames: e.otherNames,
    email: e.email,
    phone: e.phone,
    gender: pick(GENDERS, e.gender),
    dateOfBirth: e.dateOfBirth,
    address: e.address,
    jobRoleId: e.jobRole?.id ?? null,
    departmentId: e.department?.id ?? null,
    payrollGroupId: e.payrollGroup?.id ?? null,
    employmentType: pick(EMPLOYMENT_TYPES, e.employmentType) ?? 'full_time',
    startDate: e.startDate,
    payCurrency: e.payCurrency,
    basic: e.basic,
    housing: e.housing,
    transport: e.transport,
    other: e.other,
    bankCode: e.bankCode,
    accountNumber: null,
    bvn: null,
    nin: null,
    ...pickStatutory(e),
  };
}

/**
 * PUT body for an edit: everything on the form except secrets left blank. The bank pair is sent only with a
 * new account number (the API re-verifies it then), so an untouched bank keeps its verification.
 */
export function toUpdatePayload(values: EmployeeValues): EmployeeUpdateInput {
  const { bankCode, accountNumber, bvn, nin, ...rest } = values;
  return {
    ...rest,
    ...(accountNumber ? { bankCode, accountNumber } : {}),
    ...(bvn ? { bvn } : {}),
    ...(nin ? { nin } : {}),
  };
}
