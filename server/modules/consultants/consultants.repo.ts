import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { consultantTeamMembers } from '@/server/db/schema';

export type TeamMemberRow = typeof consultantTeamMembers.$inferSelect;

export function listTeamMembers(db: DbOrTx, consultantIds: string[]) {
  if (consultantIds.length === 0) return Promise.resolve([] as TeamMemberRow[]);
  return db
    .select()
    .from(consultantTeamMembers)
    .where(
      and(
        inArray(consultantTeamMembers.consultantId, consultantIds),
        isNull(consultantTeamMembers.removedAt),
      ),
    )
    .orderBy(asc(consultantTeamMembers.createdAt));
}

/** The firms that invited this email (not removed). */
export function listMembershipsByEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(consultantTeamMembers)
    .where(
      and(eq(consultantTeamMembers.email, email.toLowerCase()), isNull(consultantTeamMembers.removedAt)),
    );
}

export async function findTeamMember(db: DbOrTx, consultantIds: string[], id: string) {
  if (consultantIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(consultantTeamMembers)
    .where(
      and(
        eq(consultantTeamMembers.id, id),
        inArray(consultantTeamMembers.consultantId, consultantIds),
        isNull(consultantTeamMembers.removedAt),
      ),
    );
  return row;
}

export async function insertTeamMember(db: DbOrTx, values: typeof consultantTeamMembers.$inferInsert) {
  const [row] = await db.insert(consultantTeamMembers).values(values).onConflictDoNothing().returning();
  return row;
}

export function markRemoved(db: DbOrTx, id: string, now: Date) {
  return db
    .update(consultantTeamMembers)
    .set({ removedAt: now, updatedAt: now })
    .where(eq(consultantTeamMembers.id, id));
}

export function updateGrants(
  db: DbOrTx,
  id: string,
  organizations: TeamMemberRow['organizations'],
  now: Date,
) {
  return db
    .update(consultantTeamMembers)
    .set({ organizations, updatedAt: now })
    .where(eq(consultantTeamMembers.id, id));
}
