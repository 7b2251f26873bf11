import 'server-only';
import type { AppDeps } from '@/server/http/context';
import { toOrganizationRef } from '@/server/modules/account/account.presenter';
import { listConsultantOrganizations, listRoles } from '@/server/modules/account/account.repo';

/** Client organisations of every consultancy the user belongs to, by name. */
export async function listConsultantClients(deps: AppDeps, userId: string) {
  const roles = await listRoles(deps.db, userId);
  const consultantIds = roles.flatMap((r) => (r.role.consultantId ? [r.role.consultantId] : []));
  const rows = await listConsultantOrganizations(deps.db, consultantIds);
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.organization.id) && seen.add(r.organization.id)).map((r) => toOrganizationRef(r.organization));
}
