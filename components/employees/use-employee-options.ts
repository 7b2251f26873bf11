'use client';

import { useDepartments, useJobRoles } from '@/lib/queries/departments';
import { usePayrollGroups } from '@/lib/queries/payroll-groups';

type Option = { id: string; name: string };

/** Department, job role and payroll group choices for the filters, the employee form and bulk moves. */
export function useEmployeeOptions() {
  const departments = useDepartments({ result: 'all' });
  const roles = useJobRoles();
  const groups = usePayrollGroups({ result: 'all' });
  return {
    departments: (departments.data?.data ?? []).map((d): Option => ({ id: d.id, name: d.name })),
    roles: (roles.data ?? []).map((r) => ({
      id: r.id,
      name: r.title,
      departmentId: r.department?.id ?? null,
    })),
    groups: (groups.data?.data ?? []).map((g): Option => ({ id: g.id, name: g.name })),
  };
}
