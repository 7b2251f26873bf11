import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { consultants, organizations, sessions, userRoles, users } from '@/server/db/schema';
import { liveAt, type SessionLimits } from './sessions.repo';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The user, locked until the transaction ends: the `before` of an audited change cannot go stale meanwhile. */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The user's active roles with the organisation and consultancy each belongs to. */
export function listRoles(db: DbOrTx, userId: string) {
  return db
    .select({ role: userRoles, organization: organizations, consultant: consultants })
    .from(userRoles)
    .leftJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .leftJoin(consultants, eq(consultants.id, userRoles.consultantId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.isActive, true)))
    .orderBy(userRoles.createdAt);
}
export type RoleRow = Awaited<ReturnType<typeof listRoles>>[number];

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The session if it is live at `now`: not revoked, not expired, not idle and not over-age (`limits`). */
export async function findLiveSession(db: DbOrTx, id: string, now: Date, limits: SessionLimits) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), liveAt(now, limits)));
  return row;
}

export function setSessionOrganization(db: DbOrTx, id: string, organizationId: string | null) {
  return db.update(sessions).set({ organizationId }).where(eq(sessions.id, id));
}

export function revokeSession(db: DbOrTx, id: string, now: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepId` (the one that changed the password); returns how many. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  keepId?: string,
): Promise<number> {
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  const ids = live.map((s) => s.id).filter((id) => id !== keepId);
  if (ids.length) await db.update(sessions).set({ revokedAt: now }).where(inArray(sessions.id, ids));
  return ids.length;
}

/**
 * Who hears about organisation events (KYC decisions, wallet funding): the organisation's active employer and
 * team-admin users, once each, with their language.
 */
export function listOrganizationAdmins(db: DbOrTx, organizationId: string) {
  return db
    .selectDistinct({ userId: users.id, locale: users.locale })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        eq(userRoles.isActive, true),
        inArray(userRoles.name, ['employer', 'team_admin']),
      ),
    );
}

// ——— Memberships (user_roles): written here for team admins, organisations and consultancies ———

export async function insertUserRole(db: DbOrTx, values: typeof userRoles.$inferInsert) {
  const [row] = await db.insert(userRoles).values(values).returning();
  return row!;
}

/** Employers and team admins of the organisation, oldest first (the first employer is the owner). */
export function listMembers(db: DbOrTx, organizationId: string) {
  return db
    .select({ role: userRoles, user: users })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.organizationId, organizationId), inArray(userRoles.name, ['employer', 'team_admin'])),
    )
    .orderBy(asc(userRoles.createdAt));
}

export async function findMemberRole(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(userRoles)
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        eq(userRoles.userId, userId),
        inArray(userRoles.name, ['employer', 'team_admin']),
      ),
    );
  return row;
}

export function updateRolePermissions(db: DbOrTx, roleId: string, permissions: string[]) {
  return db.update(userRoles).set({ permissions, updatedAt: new Date() }).where(eq(userRoles.id, roleId));
}

export function deleteRole(db: DbOrTx, roleId: string) {
  return db.delete(userRoles).where(eq(userRoles.id, roleId));
}

/** The given users who hold an active employer or team-admin role in the organisation, with their names. */
export function listActiveMembers(db: DbOrTx, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        eq(userRoles.isActive, true),
        inArray(userRoles.name, ['employer', 'team_admin']),
        inArray(userRoles.userId, userIds),
      ),
    );
}
