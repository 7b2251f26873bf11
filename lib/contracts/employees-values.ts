// The employees contract's plain values, apart from its zod schemas (./employees) so a client screen that
// needs only these (the list's status filter) does not ship zod (issue 11's JavaScript budget).
export const EMPLOYEE_STATUSES = ['active', 'suspended', 'separated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'intern'] as const;
export const GENDERS = ['female', 'male', 'other'] as const;
/** Statutory items an employee can be exempted from: GET employees/statutory-disabled/{type}. */
export const STATUTORY_TYPES = ['pension', 'nhf', 'paye', 'nsitf', 'itf'] as const;
export type StatutoryType = (typeof STATUTORY_TYPES)[number];

/** The reserved key carrying a bulk-import row's sheet row number. */
export const ROW_KEY = 'row';
