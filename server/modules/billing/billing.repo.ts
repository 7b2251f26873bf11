import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { subscriptionPayments, subscriptions } from '@/server/db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;

export async function findSubscription(db: DbOrTx, organizationId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  return row;
}

/** The subscription row locked for the rest of the transaction: renewals and cancellations are serial. */
export async function lockSubscription(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .for('update');
  return row;
}

export function listSubscriptions(db: DbOrTx, organizationIds: string[]) {
  if (organizationIds.length === 0) return Promise.resolve([] as SubscriptionRow[]);
  return db.select().from(subscriptions).where(inArray(subscriptions.organizationId, organizationIds));
}

export async function insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

export function updateSubscription(
  db: DbOrTx,
  organizationId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  return db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.organizationId, organizationId));
}

export async function insertPayment(db: DbOrTx, values: typeof subscriptionPayments.$inferInsert) {
  const [row] = await db.insert(subscriptionPayments).values(values).returning();
  return row!;
}

export async function findPaymentByLedgerTransaction(
  db: DbOrTx,
  organizationId: string,
  ledgerTransactionId: string,
) {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.organizationId, organizationId),
        eq(subscriptionPayments.ledgerTransactionId, ledgerTransactionId),
      ),
    );
  return row;
}

export async function findPayment(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.organizationId, organizationId), eq(subscriptionPayments.id, id)));
  return row;
}

export function listPayments(db: DbOrTx, organizationIds: string[]) {
  if (organizationIds.length === 0) return Promise.resolve([] as SubscriptionPaymentRow[]);
  return db
    .select()
    .from(subscriptionPayments)
    .where(inArray(subscriptionPayments.organizationId, organizationIds))
    .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id));
}

/** Subscriptions still renewing whose access ends within (now, until]: the renewal-reminder candidates. */
export function listEndingBetween(db: DbOrTx, now: Date, until: Date) {
  const end = sql`coalesce(${subscriptions.currentPeriodEnd}, ${subscriptions.trialEndsAt})`;
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.cancelledAt),
        sql`${end} > ${now.toISOString()}::timestamptz`,
        sql`${end} <= ${until.toISOString()}::timestamptz`,
      ),
    );
}
