import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { organizationSettings } from '@/server/db/schema';

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
