import 'server-only';
import type { Audience } from '@/lib/contracts/comms';
import type { DbOrTx } from '@/server/db/client';
import { fieldError } from '@/server/errors';
import { findDepartmentRefs } from '@/server/modules/departments/departments.queries';
import { listEmployees } from '@/server/modules/employees/employees.service';
import { getGroup } from '@/server/modules/payroll-groups/payroll-groups.service';

export type AudienceMember = { employeeId: string; name: string; email: string; departmentId: string | null };

const PAGE = 1000;

/** Every current (active or suspended) employee matching one filter, page by page through the employees module. */
async function collect(
  db: DbOrTx,
  organizationId: string,
  filter: { departmentId?: string; payrollGroupId?: string },
  into: Map<string, AudienceMember>,
) {
  for (let page = 1; ; page++) {
    const { data, meta } = await listEmployees(db, organizationId, {
      tab: 'active',
      page,
      perPage: PAGE,
      ...filter,
    });
    for (const e of data) {
      into.set(e.id, {
        employeeId: e.id,
        name: `${e.firstName} ${e.lastName}`.trim(),
        email: e.email,
        departmentId: e.department?.id ?? null,
      });
    }
    if (page >= meta.totalPages) return;
  }
}

/**
 * The people an audience reaches: everyone when both lists are empty, else anyone in any chosen department
 * or payroll group. A department or group not of this organisation is a 422 on the field (nothing is sent).
 */
export async function resolveAudience(
  db: DbOrTx,
  organizationId: string,
  audience: Audience,
): Promise<AudienceMember[]> {
  const departmentIds = [...new Set(audience.departmentIds)];
  const groupIds = [...new Set(audience.payrollGroupIds)];
  if (departmentIds.length > 0) {
    const known = await findDepartmentRefs(db, organizationId, departmentIds);
    if (known.length !== departmentIds.length)
      throw fieldError('audience.departmentIds', 'comms.validation.unknownDepartment');
  }
  for (const id of groupIds) {
    await getGroup(db, organizationId, id).catch(() => {
      throw fieldError('audience.payrollGroupIds', 'comms.validation.unknownGroup');
    });
  }
  const members = new Map<string, AudienceMember>();
  if (departmentIds.length === 0 && groupIds.length === 0) {
    await collect(db, organizationId, {}, members);
  } else {
    for (const departmentId of departmentIds) await collect(db, organizationId, { departmentId }, members);
    for (const payrollGroupId of groupIds) await collect(db, organizationId, { payrollGroupId }, members);
  }
  return [...members.values()].filter((m) => m.email);
}
