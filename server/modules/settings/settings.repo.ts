import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { organizationSettings, userRoles, users } from '@/server/db/schema';

export type SettingsRow = typeof organizationSettings.$inferSelect;

export async function findSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row;
}

/** Creates the defaults row if missing (racing first reads are fine: the loser does nothing). */
export async function ensureSettings(db: DbOrTx, organizationId: string): Promise<SettingsRow> {
  return (
    (await findSettings(db, organizationId)) ??
    (await db.insert(organizationSettings).values({ organizationId }).onConflictDoNothing().returning())[0] ??
    (await findSettings(db, organizationId))!
  );
}

export async function updateSettings(
  db: DbOrTx,
  organizationId: string,
  values: Partial<typeof organizationSettings.$inferInsert>,
) {
  await ensureSettings(db, organizationId);
  const [row] = await db
    .update(organizationSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizationSettings.organizationId, organizationId))
    .returning();
  return row!;
}

/** The given users who hold an active employer or team-admin role in the organisation, with their names. */
export function listOrganizationMembers(db: DbOrTx, organizationId: string, userIds: string[]) {
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
