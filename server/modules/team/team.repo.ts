import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { adminInvitations } from '@/server/db/schema';

export type InvitationRow = typeof adminInvitations.$inferSelect;

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
