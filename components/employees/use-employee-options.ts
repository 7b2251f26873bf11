'use client';

import { useDepartments, useJobRoles } from '@/lib/queries/departments';
import { usePayrollGroups } from '@/lib/queries/payroll-groups';

type Option = { id: string; name: string };

/**
 * Department and payroll group choices for the list's filters. app/app/(dashboard)/employees/page.tsx
 * prefetches the same two queries (`{ result: 'all' }`) on the server, so the filters cost no request.
 */
export function useDepartmentAndGroupOptions() {
  const departments = useDepartments({ result: 'all' });
  const groups = usePayrollGroups({ result: 'all' });
  return {
    departments: (departments.data?.data ?? []).map((d): Option => ({ id: d.id, name: d.name })),
    groups: (groups.data?.data ?? []).map((g): Option => ({ id: g.id, name: g.name })),
  };
}

/** Department, job role and payroll group choices for the employee form and bulk moves. */
export function useEmployeeOptions() {
  const roles = useJobRoles();
  return {
    ...useDepartmentAndGroupOptions(),
    roles: (roles.data ?? []).map((r) => ({
      id: r.id,
      name: r.title,
      departmentId: r.department?.id ?? null,
    })),
  };
}
