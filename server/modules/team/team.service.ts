import 'server-only';
import type { z } from 'zod';
import type {
  CompleteInvitationInput,
  InvitationInfo,
  inviteAdminSchema,
  TeamList,
  TeamMember,
} from '@/lib/contracts/team';
import { passwordSchema } from '@/lib/contracts/account';
import type { Permission } from '@/lib/contracts/permissions';
import type { Locale } from '@/lib/i18n/config';
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import type { AppDeps, CoreDeps } from '@/server/deps';
import { translator } from '@/server/i18n';
import { invitationMail } from '@/server/mail/templates';
import { hashPassword, verifyPassword } from '@/server/crypto/passwords';
import { digest, randomToken } from '@/server/crypto/tokens';
import {
  findMemberRole,
  findUserByEmail,
  findUserById,
  listMembers,
} from '@/server/modules/identity/identity.queries';
import {
  addMembership,
  createUser,
  openSession,
  removeMembership,
  setMembershipPermissions,
  updateUser,
  type RequestMeta,
} from '@/server/modules/identity/identity.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { levelsNaming } from '@/server/modules/settings/settings.service';
import { notifyUser } from '@/server/modules/notifications/notifications.service';
import * as repo from './team.repo';

const INVITE_DAYS = 7;
const DAY = 86_400_000;

/** Members with their role and permissions, and the invitations not yet accepted. */
export async function listAdmins(deps: CoreDeps, organizationId: string): Promise<TeamList> {
  const [members, invitations] = await Promise.all([
    listMembers(deps.db, organizationId),
    repo.listOpenInvitations(deps.db, organizationId),
  ]);
  const ownerId = members.find((m) => m.role.name === 'employer')?.role.id;
  const now = deps.now();
  return {
    members: members.map(({ role, user }) => ({
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: role.name as 'employer' | 'team_admin',
      permissions: role.name === 'team_admin' ? role.permissions : [],
      status: role.isActive ? 'active' : 'inactive',
      isOwner: role.id === ownerId,
      joinedAt: role.createdAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      permissions: i.permissions,
      status: i.expiresAt > now ? 'pending' : 'expired',
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/** Mails a single-use link valid for 7 days; only its SHA-256 digest is stored. */
export async function inviteAdmin(
  deps: AppDeps,
  organizationId: string,
  inviterId: string,
  input: z.output<typeof inviteAdminSchema>,
  locale: Locale,
  inviterPermissions: readonly Permission[],
) {
  assertMayGrant(inviterPermissions, input.permissions);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && (await findMemberRole(deps.db, organizationId, existing.id))) {
    throw fieldError('email', 'validation.alreadyMember');
  }
  const [organization, inviter] = await Promise.all([
    findOrganization(deps.db, organizationId),
    findUserById(deps.db, inviterId),
  ]);
  const token = randomToken();
  const now = deps.now();
  const invitation = await repo.insertInvitation(
    deps.db,
    {
      organizationId,
      email: input.email,
      permissions: input.permissions,
      tokenHash: digest(token),
      invitedBy: inviterId,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * DAY),
      createdAt: now,
    },
    now,
  );
  const link = `${deps.config.appUrl}/invite/${token}`;
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}` : organization!.name;
  await deps.mailer.send(
    invitationMail(translator(locale), input.email, organization!.name, inviterName, link, INVITE_DAYS),
  );
  return {
    id: invitation.id,
    email: invitation.email,
    permissions: invitation.permissions,
    status: 'pending' as const,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

/** Only team admins have editable permissions; the employer owner always has all of them. */
async function findTeamAdmin(deps: AppDeps, organizationId: string, userId: string) {
  const role = await findMemberRole(deps.db, organizationId, userId);
  if (!role) throw notFound('errors.adminNotFound');
  if (role.name === 'employer') throw conflict('errors.ownerImmutable');
  return role;
}

/**
 * Nobody hands out what they do not hold: every permission being granted must be one the actor has
 * (employers hold all of them, so only team admins are limited).
 */
function assertMayGrant(actorPermissions: readonly Permission[], granted: readonly string[]) {
  const unheld = granted.filter((p) => !actorPermissions.includes(p as Permission));
  if (unheld.length) throw new AppError('FORBIDDEN', 'team.errors.cannotGrantUnheld');
}

/** The actor changing a team admin's permissions: who they are and what they hold. */
export type TeamActor = { userId: string; permissions: readonly Permission[] };

/** The member as the team list shows them (the audit row's `before` and `after`). */
async function findListedMember(deps: AppDeps, organizationId: string, userId: string) {
  return (await listAdmins(deps, organizationId)).members.find((m) => m.userId === userId)!;
}

/**
 * Replaces a team admin's permissions. The checks that depend on the target stay here, after the route's
 * `settings` check: never one's own set (hole 4), never the owner (409), and only permissions the actor
 * holds may be added. Answers the member before and after.
 */
export async function updateAdmin(
  deps: AppDeps,
  organizationId: string,
  userId: string,
  permissions: string[],
  actor: TeamActor,
): Promise<{ before: TeamMember; data: TeamMember }> {
  const role = await findTeamAdmin(deps, organizationId, userId);
  if (userId === actor.userId) throw new AppError('FORBIDDEN', 'team.errors.cannotChangeOwnPermissions');
  // Permissions the admin already has may stay; only the ones added are checked against the actor's own.
  assertMayGrant(
    actor.permissions,
    permissions.filter((p) => !role.permissions.includes(p)),
  );
  const before = await findListedMember(deps, organizationId, userId);
  if (role.permissions.includes('payroll.approve') && !permissions.includes('payroll.approve'))
    await assertNotNamedApprover(deps, organizationId, before);
  await setMembershipPermissions(deps.db, role.id, permissions);
  return { before, data: await findListedMember(deps, organizationId, userId) };
}

/**
 * A payroll approver named in the approval levels keeps payroll.approve (and their place in the team) until
 * the levels name someone else: otherwise runs would wait at their level for ever (issue 29). 409 naming them
 * and their levels.
 */
async function assertNotNamedApprover(deps: AppDeps, organizationId: string, member: TeamMember) {
  const levels = await levelsNaming(deps.db, organizationId, member.userId);
  if (levels.length === 0) return;
  throw conflict('team.errors.namedApprover', {
    name: `${member.firstName} ${member.lastName}`.trim() || member.email,
    levels: levels.join(', '),
  });
}

/** Removes a team admin (never the owner); answers the member as they were. */
export async function removeAdmin(
  deps: AppDeps,
  organizationId: string,
  userId: string,
): Promise<{ before: TeamMember }> {
  const role = await findTeamAdmin(deps, organizationId, userId);
  const before = await findListedMember(deps, organizationId, userId);
  await assertNotNamedApprover(deps, organizationId, before);
  await removeMembership(deps.db, role.id);
  return { before };
}

async function findUsableInvitation(deps: AppDeps, token: string) {
  const invitation = await repo.findInvitationByHash(deps.db, digest(token));
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= deps.now()) {
    throw new AppError('BAD_REQUEST', 'errors.invitationInvalid');
  }
  return invitation;
}

export async function getInvitation(deps: AppDeps, token: string): Promise<InvitationInfo> {
  const invitation = await findUsableInvitation(deps, token);
  const [organization, user] = await Promise.all([
    findOrganization(deps.db, invitation.organizationId),
    findUserByEmail(deps.db, invitation.email),
  ]);
  return {
    organizationName: organization?.name ?? '',
    email: invitation.email,
    permissions: invitation.permissions,
    hasAccount: Boolean(user),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Where a public invitation acceptance came from, for its audit row. */
export type AcceptanceAudit = { action: string; requestId: string; ip: string };

/**
 * Accepts an invitation: creates the account if the email has none (the mailed link proves the email),
 * or checks the existing account's password; then adds the team-admin role, tells the inviter and signs in.
 * The route is public (no organisation in the session), so the join writes its own audit row (entity
 * `team`, the new admin as actor) in the same transaction as the role: no join without its row.
 */
export async function completeInvitation(
  deps: AppDeps,
  token: string,
  input: CompleteInvitationInput,
  meta: RequestMeta,
  locale: Locale,
  audit: AcceptanceAudit,
) {
  const invitation = await findUsableInvitation(deps, token);
  const now = deps.now();
  let user = await findUserByEmail(deps.db, invitation.email);
  if (user) {
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw fieldError('password', 'validation.passwordWrong');
    if (await findMemberRole(deps.db, invitation.organizationId, user.id))
      throw conflict('errors.alreadyMember');
  } else {
    if (!input.firstName) throw fieldError('firstName', 'validation.required');
    if (!input.lastName) throw fieldError('lastName', 'validation.required');
    const password = passwordSchema.safeParse(input.password);
    if (!password.success) throw fieldError('password', password.error.issues[0]!.message);
  }
  const passwordHash = user ? null : await hashPassword(input.password);

  user = await deps.db.transaction(async (tx) => {
    if (!(await repo.acceptInvitation(tx, invitation.id, now)))
      throw new AppError('BAD_REQUEST', 'errors.invitationInvalid');
    const member =
      user ??
      (await createUser(tx, {
        email: invitation.email,
        passwordHash: passwordHash!,
        firstName: input.firstName!,
        lastName: input.lastName!,
        locale,
        emailVerifiedAt: now,
      }));
    if (!member.emailVerifiedAt) await updateUser(tx, member.id, { emailVerifiedAt: now });
    await addMembership(tx, {
      userId: member.id,
      name: 'team_admin',
      organizationId: invitation.organizationId,
      permissions: invitation.permissions,
    });
    await recordAudit(tx, {
      organizationId: invitation.organizationId,
      actorUserId: member.id,
      action: audit.action,
      entity: 'team',
      entityId: member.id,
      before: null,
      after: {
        userId: member.id,
        email: member.email,
        role: 'team_admin',
        permissions: invitation.permissions,
        invitationId: invitation.id,
        invitedBy: invitation.invitedBy,
      },
      requestId: audit.requestId,
      ip: audit.ip,
    });
    if (invitation.invitedBy) {
      const inviter = await findUserById(tx, invitation.invitedBy);
      const t = translator((inviter?.locale ?? locale) as Locale);
      const name = `${member.firstName} ${member.lastName}`;
      await notifyUser(tx, {
        userId: invitation.invitedBy,
        organizationId: invitation.organizationId,
        type: 'team',
        title: t('team.notifications.accepted.title'),
        body: t('team.notifications.accepted.body', { name, email: member.email }),
        createdAt: now,
      });
    }
    return member;
  });
  return openSession(deps, (await findUserById(deps.db, user.id))!, meta);
}
