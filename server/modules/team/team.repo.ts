import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { adminInvitations, userRoles, users } from '@/server/db/schema';

export type InvitationRow = typeof adminInvitations.$inferSelect;

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

export function listOpenInvitations(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.organizationId, organizationId),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
      ),
    )
    .orderBy(asc(adminInvitations.createdAt));
}

/** A new invitation replaces any open one for the same email in the same organisation. */
export async function insertInvitation(db: DbOrTx, values: typeof adminInvitations.$inferInsert, now: Date) {
  await db
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminInvitations.organizationId, values.organizationId),
        eq(adminInvitations.email, values.email),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
      ),
    );
  const [row] = await db.insert(adminInvitations).values(values).returning();
  return row!;
}

export async function findInvitationByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(adminInvitations).where(eq(adminInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks the invitation accepted; false when someone else spent it first (single use under races). */
export async function acceptInvitation(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(adminInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(adminInvitations.id, id),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
      ),
    )
    .returning({ id: adminInvitations.id });
  return rows.length === 1;
}
