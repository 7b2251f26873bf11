import 'server-only';
import type { AddTeamMemberInput, TeamMember, UpdateTeamMemberInput } from '@/lib/contracts/consultants';
import { PERMISSIONS } from '@/lib/contracts/permissions';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { conflict, forbidden, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { inviteAdmin, listAdmins, removeAdmin, updateAdmin } from '@/server/modules/team/team.service';
import * as repo from './consultants.repo';
import { requireClient, type ConsultantScope } from './consultants.service';

// A consultant runs its clients' organisations with every permission, so it may grant any of them to its team.
const CONSULTANT_PERMISSIONS = PERMISSIONS;

/** Where a team change is recorded: in the audit log of every client it touches, in its transaction. */
export type AuditMeta = { requestId?: string | null; ip?: string | null };

function auditClients(
  tx: DbOrTx,
  scope: ConsultantScope,
  meta: AuditMeta,
  action: string,
  memberId: string,
  changes: { organizationId: string; before: unknown; after: unknown }[],
) {
  return Promise.all(
    changes.map((c) =>
      recordAudit(tx, {
        organizationId: c.organizationId,
        actorUserId: scope.userId,
        action,
        entity: 'consultants',
        entityId: memberId,
        before: c.before,
        after: c.after,
        ...meta,
      }),
    ),
  );
}

function requireFirmOwner(scope: ConsultantScope) {
  if (scope.kind !== 'consultant') throw forbidden('consultants.errors.ownersOnly');
  return scope.firmIds[0]!;
}

async function presentMember(
  deps: AppDeps,
  row: repo.TeamMemberRow,
  scope: ConsultantScope,
): Promise<TeamMember> {
  const organizations = await Promise.all(
    row.organizations.map(async (g) => {
      const org =
        scope.clients.find((c) => c.id === g.organizationId) ??
        (await findOrganization(deps.db, g.organizationId));
      const team = await listAdmins(deps, g.organizationId);
      const member = team.members.find((m) => m.email.toLowerCase() === row.email);
      return {
        organization: { id: g.organizationId, name: org?.name ?? '' },
        permissions: member?.role === 'team_admin' ? member.permissions : g.permissions,
        accepted: Boolean(member),
      };
    }),
  );
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: organizations.some((o) => o.accepted) ? 'active' : 'pending',
    organizations,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST consultants/add-team-member: one team-admin invitation per listed client (each mailed, each with its
 * permissions), recorded as one member of the firm. A client outside the firm answers 404, nothing saved.
 */
export async function addTeamMember(
  deps: AppDeps,
  scope: ConsultantScope,
  input: AddTeamMemberInput & { email: string },
  locale: Locale,
  meta: AuditMeta = {},
) {
  const firmId = requireFirmOwner(scope);
  for (const g of input.organizations) requireClient(scope, g.organizationId);
  const email = input.email.toLowerCase();
  // All invitations and the member row in one transaction; the mails go out only once it has committed.
  const held: Parameters<AppDeps['mailer']['send']>[0][] = [];
  const member = await deps.db.transaction(async (tx) => {
    const txDeps: AppDeps = { ...deps, db: tx, mailer: { send: async (mail) => void held.push(mail) } };
    const grants = [];
    for (const g of input.organizations) {
      const invitation = await inviteAdmin(
        txDeps,
        g.organizationId,
        scope.userId,
        { email, permissions: g.permissions },
        locale,
        CONSULTANT_PERMISSIONS,
      );
      grants.push({
        organizationId: g.organizationId,
        permissions: g.permissions,
        invitationId: invitation.id,
      });
    }
    const row = await repo.insertTeamMember(tx, {
      consultantId: firmId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      organizations: grants,
      invitedBy: scope.userId,
      createdAt: deps.now(),
    });
    if (!row) throw conflict('consultants.errors.memberExists');
    await auditClients(
      tx,
      scope,
      meta,
      'POST /consultants/add-team-member',
      row.id,
      grants.map((g) => ({
        organizationId: g.organizationId,
        before: null,
        after: { email, permissions: g.permissions },
      })),
    );
    return presentMember(txDeps, row, scope);
  });
  for (const mail of held) await deps.mailer.send(mail);
  return member;
}

/** GET consultants/team-members (our addition, for /app/manage-teams). */
export async function listTeamMembers(deps: AppDeps, scope: ConsultantScope) {
  const firmId = requireFirmOwner(scope);
  return Promise.all(
    (await repo.listTeamMembers(deps.db, [firmId])).map((r) => presentMember(deps, r, scope)),
  );
}

/**
 * PATCH consultants/team-members/{member_id}: replaces the member's clients and permissions. Clients they joined
 * get the new permissions (or lose the member); new clients get an invitation. All in one transaction.
 */
export async function updateTeamMember(
  deps: AppDeps,
  scope: ConsultantScope,
  memberId: string,
  input: UpdateTeamMemberInput,
  locale: Locale,
  meta: AuditMeta = {},
) {
  const firmId = requireFirmOwner(scope);
  const row = await repo.findTeamMember(deps.db, [firmId], memberId);
  if (!row) throw notFound('consultants.errors.memberNotFound');
  for (const g of input.organizations) requireClient(scope, g.organizationId);
  const before = await presentMember(deps, row, scope);
  const held: Parameters<AppDeps['mailer']['send']>[0][] = [];
  const after = await deps.db.transaction(async (tx) => {
    const txDeps: AppDeps = { ...deps, db: tx, mailer: { send: async (mail) => void held.push(mail) } };
    const wanted = new Map(input.organizations.map((g) => [g.organizationId, g.permissions as string[]]));
    const grants: repo.TeamMemberRow['organizations'] = [];
    for (const g of row.organizations) {
      const team = await listAdmins(txDeps, g.organizationId);
      const joined = team.members.find((m) => m.email.toLowerCase() === row.email && m.role === 'team_admin');
      const permissions = wanted.get(g.organizationId);
      if (!permissions) {
        if (joined) await removeAdmin(txDeps, g.organizationId, joined.userId);
        continue;
      }
      if (joined)
        await updateAdmin(txDeps, g.organizationId, joined.userId, permissions, {
          userId: scope.userId,
          permissions: CONSULTANT_PERMISSIONS,
        });
      grants.push({ ...g, permissions });
      wanted.delete(g.organizationId);
    }
    for (const [organizationId, permissions] of wanted) {
      const invitation = await inviteAdmin(
        txDeps,
        organizationId,
        scope.userId,
        { email: row.email, permissions: permissions as never },
        locale,
        CONSULTANT_PERMISSIONS,
      );
      grants.push({ organizationId, permissions, invitationId: invitation.id });
    }
    await repo.updateGrants(tx, row.id, grants, deps.now());
    const ids = new Set([...row.organizations, ...grants].map((g) => g.organizationId));
    const perm = (list: typeof grants, id: string) =>
      list.find((g) => g.organizationId === id)?.permissions ?? null;
    await auditClients(
      tx,
      scope,
      meta,
      'PATCH /consultants/team-members/{member_id}',
      row.id,
      [...ids].map((id) => ({
        organizationId: id,
        before: { email: row.email, permissions: perm(row.organizations, id) },
        after: { email: row.email, permissions: perm(grants, id) },
      })),
    );
    return presentMember(txDeps, { ...row, organizations: grants }, scope);
  });
  for (const mail of held) await deps.mailer.send(mail);
  return { before, data: after };
}

/** DELETE consultants/team-members/{member_id}: removes them from every client they joined. */
export async function removeTeamMember(
  deps: AppDeps,
  scope: ConsultantScope,
  memberId: string,
  meta: AuditMeta = {},
) {
  const firmId = requireFirmOwner(scope);
  const row = await repo.findTeamMember(deps.db, [firmId], memberId);
  if (!row) throw notFound('consultants.errors.memberNotFound');
  const before = await presentMember(deps, row, scope);
  await deps.db.transaction(async (tx) => {
    const txDeps: AppDeps = { ...deps, db: tx };
    for (const g of row.organizations) {
      const team = await listAdmins(txDeps, g.organizationId);
      const member = team.members.find((m) => m.email.toLowerCase() === row.email && m.role === 'team_admin');
      if (member) await removeAdmin(txDeps, g.organizationId, member.userId);
    }
    await repo.markRemoved(tx, row.id, deps.now());
    await auditClients(
      tx,
      scope,
      meta,
      'DELETE /consultants/team-members/{member_id}',
      row.id,
      row.organizations.map((g) => ({
        organizationId: g.organizationId,
        before: { email: row.email, permissions: g.permissions },
        after: null,
      })),
    );
  });
  return before;
}
