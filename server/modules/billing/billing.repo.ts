import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { subscriptions } from '@/server/db/schema';

export async function findSubscription(db: DbOrTx, organizationId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  return row;
}

export async function insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

export function updateSubscription(db: DbOrTx, organizationId: string, values: Partial<typeof subscriptions.$inferInsert>) {
  return db.update(subscriptions).set({ ...values, updatedAt: new Date() }).where(eq(subscriptions.organizationId, organizationId));
}
