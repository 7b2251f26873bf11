import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { paymentWebhookEvents } from '@/server/db/schema';

export type WebhookEventRow = typeof paymentWebhookEvents.$inferSelect;
export type NewWebhookEvent = Pick<
  typeof paymentWebhookEvents.$inferInsert,
  'provider' | 'event' | 'dataId' | 'dataStatus' | 'reference' | 'payload'
>;

/**
 * Stores a signed webhook once: a delivery of an event already stored (same provider, event, object id and
 * status) inserts nothing and answers undefined, also when several arrive at once (the unique index decides).
 */
export async function insertWebhookEvent(db: DbOrTx, values: NewWebhookEvent) {
  const [row] = await db
    .insert(paymentWebhookEvents)
    .values(values)
    .onConflictDoNothing({
      target: [
        paymentWebhookEvents.provider,
        paymentWebhookEvents.event,
        paymentWebhookEvents.dataId,
        paymentWebhookEvents.dataStatus,
      ],
    })
    .returning({ id: paymentWebhookEvents.id });
  return row;
}

export async function findWebhookEvent(db: DbOrTx, id: string) {
  const [row] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
  return row;
}

/** Counts a processing attempt, committed before the provider is asked: a crash mid-way still shows one. */
export async function countAttempt(db: DbOrTx, id: string) {
  await db
    .update(paymentWebhookEvents)
    .set({ attempts: sql`${paymentWebhookEvents.attempts} + 1` })
    .where(eq(paymentWebhookEvents.id, id));
}

/** Records what processing did; only the first finish counts (a second run finds it processed). */
export async function finishWebhookEvent(
  db: DbOrTx,
  id: string,
  values: { result: string; organizationId: string | null; processedAt: Date },
) {
  const [row] = await db
    .update(paymentWebhookEvents)
    .set(values)
    .where(and(eq(paymentWebhookEvents.id, id), sql`${paymentWebhookEvents.processedAt} is null`))
    .returning({ id: paymentWebhookEvents.id });
  return row !== undefined;
}
