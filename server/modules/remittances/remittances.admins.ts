import 'server-only';
import type { OrgAdmin, StatutoryAdmin, StatutoryType } from '@/lib/contracts/remittances';
import type { Locale } from '@/lib/i18n/config';
import { conflict, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { inviteAdmin, listAdmins as listTeam, removeAdmin } from '@/server/modules/team/team.service';
import * as repo from './remittances.repo';

/**
 * Statutory admins: people who see and record one type's remittances only. An outsider is invited through the
 * team-admin invitation (accepted at /invite/{token}, POST organizations/admins/complete/{token}) with no team
 * permissions; the statutory_admins row is what opens their type to them (remittances.http.ts).
 */
export async function createAdmin(
  deps: AppDeps,
  organizationId: string,
  inviterId: string,
  type: StatutoryType,
  email: string,
  locale: Locale,
): Promise<StatutoryAdmin> {
  const row = await repo.insertAdmin(deps.db, {
    organizationId,
    type,
    email,
    invitedBy: inviterId,
    createdAt: deps.now(),
  });
  if (!row) throw conflict('remittances.errors.adminExists');
  const team = await listTeam(deps, organizationId);
  const member = team.members.find((m) => m.email.toLowerCase() === email);
  // someone already in the organisation gets the type at once; anyone else is invited (no team permissions)
  if (!member && !team.invitations.some((i) => i.email.toLowerCase() === email && i.status === 'pending')) {
    await inviteAdmin(deps, organizationId, inviterId, { email, permissions: [] }, locale, []);
  }
  return toAdmin(row, member);
}

type Member = Awaited<ReturnType<typeof listTeam>>['members'][number];
const toAdmin = (
  row: NonNullable<Awaited<ReturnType<typeof repo.findAdmin>>>,
  member: Member | undefined,
): StatutoryAdmin => ({
  id: row.id,
  type: row.type as StatutoryType,
  email: row.email,
  name: member ? `${member.firstName} ${member.lastName}` : null,
  status: member ? 'active' : 'pending',
  createdAt: row.createdAt.toISOString(),
});

/** GET statutory/{type}/admins */
export async function listTypeAdmins(deps: AppDeps, organizationId: string, type: StatutoryType) {
  const [rows, team] = await Promise.all([
    repo.listAdmins(deps.db, organizationId, type),
    listTeam(deps, organizationId),
  ]);
  return rows.map((r) =>
    toAdmin(
      r,
      team.members.find((m) => m.email.toLowerCase() === r.email.toLowerCase()),
    ),
  );
}

/** GET statutory/{type}/org-admins: the employer's admins and the team admins holding `employees`. */
export async function listOrgAdmins(deps: AppDeps, organizationId: string): Promise<OrgAdmin[]> {
  const team = await listTeam(deps, organizationId);
  return team.members
    .filter((m) => m.status === 'active' && (m.role === 'employer' || m.permissions.includes('employees')))
    .map((m) => ({ userId: m.userId, name: `${m.firstName} ${m.lastName}`, email: m.email, role: m.role }));
}

export async function getAdmin(
  deps: AppDeps,
  organizationId: string,
  id: string,
  types: readonly StatutoryType[],
) {
  const row = await repo.findAdmin(deps.db, organizationId, id);
  if (!row || !types.includes(row.type as StatutoryType)) throw notFound('remittances.errors.adminNotFound');
  const team = await listTeam(deps, organizationId);
  return toAdmin(
    row,
    team.members.find((m) => m.email.toLowerCase() === row.email.toLowerCase()),
  );
}

/**
 * Removes a statutory admin. When that was all they could do in the organisation (a team admin without
 * permissions and no other type), their membership ends too.
 */
export async function deleteAdmin(
  deps: AppDeps,
  organizationId: string,
  id: string,
  types: readonly StatutoryType[],
) {
  const before = await getAdmin(deps, organizationId, id, types);
  await repo.deleteAdmin(deps.db, id);
  const remaining = await repo.adminTypesOf(deps.db, organizationId, before.email);
  const member = (await listTeam(deps, organizationId)).members.find(
    (m) => m.email.toLowerCase() === before.email.toLowerCase(),
  );
  if (member && remaining.length === 0 && member.role === 'team_admin' && member.permissions.length === 0) {
    await removeAdmin(deps, organizationId, member.userId);
  }
  return before;
}
