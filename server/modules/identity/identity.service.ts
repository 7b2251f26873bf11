import 'server-only';
import type { Session, UserRole } from '@/lib/contracts/account';
import { signSessionToken } from '@/server/crypto/tokens';
import type { DbOrTx } from '@/server/db/client';
import type { userRoles, users } from '@/server/db/schema';
import type { AppDeps, AuthContext } from '@/server/deps';
import { recordAudit, type AuditSource } from '@/server/modules/audit/audit.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { toUser } from './identity.presenter';
import { listReachableOrganizationIds } from './identity.queries';
import * as repo from './identity.repo';
import * as sessionsRepo from './sessions.repo';
import { sessionLimits } from './sessions.repo';

// ——— Sessions ———

export type RequestMeta = { ip: string; userAgent?: string };

/** Opens a session in the user's first organisation (consultants start in consultant mode) and signs its token. */
export async function openSession(deps: AppDeps, user: repo.UserRow, meta: RequestMeta): Promise<Session> {
  return (await startSession(deps, user, meta)).session;
}

/** `openSession`, also returning the new session's id (for the sign-in's audit row; never sent to the client). */
export async function startSession(
  deps: AppDeps,
  user: repo.UserRow,
  meta: RequestMeta,
): Promise<{ sessionId: string; session: Session }> {
  const roles = await repo.listRoles(deps.db, user.id);
  const home = roles.find(
    (r) => r.organization && (r.role.name === 'employer' || r.role.name === 'team_admin'),
  );
  const isConsultant = roles.some((r) => r.role.consultantId);
  const organizationId = isConsultant ? null : (home?.organization?.id ?? null);
  // The token dies with the session's absolute lifetime (12 h by default), or sessionDays if that is shorter.
  const lifetimeMs = Math.min(deps.config.sessionDays * 86_400_000, sessionLimits(deps.config).absoluteMs);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const session = await repo.insertSession(deps.db, {
    userId: user.id,
    // the app's clock, which the idle and absolute limits are measured by
    createdAt: now,
    lastSeenAt: now,
    organizationId,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
    expiresAt,
  });
  const roleNames = [...new Set(roles.map((r) => r.role.name))];
  const token = await signSessionToken(
    { sub: user.id, sid: session.id, roles: roleNames },
    deps.config.authSecret,
    expiresAt,
  );
  const organization = organizationId ? ((await findOrganization(deps.db, organizationId)) ?? null) : null;
  return {
    sessionId: session.id,
    session: {
      token,
      user: toUser(user, roles, organization, await roleExtrasIn(deps, organization?.id, user.email)),
    },
  };
}

/**
 * What other modules add to the user's role in the organisation (`plugins.userRoleExtras`, in list order:
 * remittances' statutory types, which open its screens to a statutory admin). Identity imports none of them.
 */
async function roleExtrasIn(
  deps: AppDeps,
  organizationId: string | undefined,
  email: string,
): Promise<Partial<UserRole>> {
  let extras: Partial<UserRole> = {};
  if (!organizationId) return extras;
  for (const extra of deps.plugins.userRoleExtras)
    extras = { ...extras, ...(await extra(deps.db, { organizationId, email })) };
  return extras;
}

/** The signed-in user with their roles, the role in the session's organisation first (`account/me`). */
export async function loadUser(deps: AppDeps, auth: AuthContext) {
  const user = await repo.findUserById(deps.db, auth.userId);
  if (!user) throw new Error('session user vanished');
  const roles = await repo.listRoles(deps.db, user.id);
  const organization = auth.organizationId
    ? ((await findOrganization(deps.db, auth.organizationId)) ?? null)
    : null;
  return toUser(user, roles, organization, await roleExtrasIn(deps, organization?.id, user.email));
}

/** Moves the session into one of the user's organisations; `null` is consultant mode. */
export function moveSession(db: DbOrTx, sessionId: string, organizationId: string | null) {
  return repo.setSessionOrganization(db, sessionId, organizationId);
}

/** Ends one session (logout). */
export function revokeSession(db: DbOrTx, sessionId: string, now: Date) {
  return repo.revokeSession(db, sessionId, now);
}

/** Ends every live session of a user but `keepId` (a password change keeps its own); returns how many. */
export function revokeUserSessions(db: DbOrTx, userId: string, now: Date, keepId?: string) {
  return repo.revokeUserSessions(db, userId, now, keepId);
}

// ——— Users ———

/** A new user (sign-up, an accepted invitation, a consultant's team member); the email is stored lower-case. */
export function createUser(db: DbOrTx, values: typeof users.$inferInsert) {
  return repo.insertUser(db, values);
}

/** Changes a user's own details, password hash or verification time. */
export function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  return repo.updateUser(db, id, values);
}

/** The user, locked until the transaction ends: the `before` of an audited change cannot go stale meanwhile. */
export function lockUser(db: DbOrTx, id: string) {
  return repo.lockUser(db, id);
}

// ——— Memberships (user_roles): an organisation's owner and team admins, a consultancy's consultants ———

/** Gives the user a role: employer or team admin in an organisation, consultant in a consultancy. */
export function addMembership(db: DbOrTx, values: typeof userRoles.$inferInsert) {
  return repo.insertUserRole(db, values);
}

/** Replaces a team admin's permissions. */
export function setMembershipPermissions(db: DbOrTx, roleId: string, permissions: string[]) {
  return repo.updateRolePermissions(db, roleId, permissions);
}

/** Takes a role away (a team admin removed from the organisation). */
export function removeMembership(db: DbOrTx, roleId: string) {
  return repo.deleteRole(db, roleId);
}

// ——— The audit of a person's own account ———

/** The audit entity of every change to a person's own account (sign-ins, details, password, sessions, PIN). */
export const ACCOUNT_ENTITY = 'account';

export type AccountAudit = {
  /** The person whose account changed; also the actor (a failed sign-in is recorded against the account tried). */
  userId: string;
  source: AuditSource;
  /** Plain facts only: never a password, hash, token, code or PIN (recordAudit redacts such keys anyway). */
  before?: unknown;
  after?: unknown;
};

/**
 * Records a change to a person's own account in the audit log of every organisation they belong to (an
 * audit row belongs to one organisation, so one row each). Call it with the transaction that makes the
 * change: if a row cannot be written, the change does not happen. A user in no organisation leaves no row.
 */
export async function recordAccountAudit(db: DbOrTx, audit: AccountAudit) {
  for (const organizationId of await listReachableOrganizationIds(db, audit.userId)) {
    await recordAudit(db, {
      organizationId,
      actorUserId: audit.userId,
      action: audit.source.action,
      entity: ACCOUNT_ENTITY,
      entityId: audit.userId,
      before: audit.before ?? null,
      after: audit.after ?? null,
      requestId: audit.source.requestId,
      ip: audit.source.ip,
    });
  }
}

// ——— A person's own sessions (account/sessions) ———

/** Records a request on the session, at most once a minute (the idle limit counts from the last one). */
export function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  return sessionsRepo.touchSession(db, sessionId, now);
}

/** Ends one of the user's own live sessions; false when it is not theirs or is already over. */
export function revokeOwnSession(deps: AppDeps, userId: string, sessionId: string) {
  return sessionsRepo.revokeOwnSession(deps.db, userId, sessionId, deps.now(), sessionLimits(deps.config));
}

/** Ends every live session of the user but `keepId` (sign out everywhere else); returns the ended ids. */
export function revokeOtherSessions(deps: AppDeps, userId: string, keepId: string) {
  return sessionsRepo.revokeOtherSessions(deps.db, userId, keepId, deps.now(), sessionLimits(deps.config));
}
