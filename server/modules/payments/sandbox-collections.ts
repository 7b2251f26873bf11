import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxCollections } from '@/server/db/schema';
import type { MobileMoneyCollection } from '@/server/payments-provider';
import type { SandboxDb } from './sandbox-transfers';

/**
 * The sandbox's mobile-money collections, kept in the database (table sandbox_collections) so every process
 * sees one set: the server that confirms a collection need not be the one that started it. The phone
 * "approves" at once, except numbers ending in 0000, which decline (like accounts ending in 0000 "do not exist").
 */
type Row = typeof sandboxCollections.$inferSelect;
const toCollection = (r: Row): MobileMoneyCollection => ({
  reference: r.reference,
  organizationId: r.organizationId,
  walletId: r.walletId,
  amount: r.amount,
  currency: r.currency,
  phone: r.phone,
  status: r.status as MobileMoneyCollection['status'],
});

export async function sandboxStartCollection(
  getDb: SandboxDb,
  input: { organizationId: string; walletId: string; amount: number; currency: string; phone: string },
): Promise<MobileMoneyCollection> {
  const db = await getDb();
  const [row] = await db
    .insert(sandboxCollections)
    .values({
      reference: `momo_${crypto.randomUUID().replaceAll('-', '')}`,
      organizationId: input.organizationId,
      walletId: input.walletId,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      phone: input.phone,
      status: input.phone.endsWith('0000') ? 'failed' : 'successful',
    })
    .returning();
  return toCollection(row!);
}

export async function sandboxGetCollection(
  getDb: SandboxDb,
  reference: string,
): Promise<MobileMoneyCollection | null> {
  const db = await getDb();
  const [row] = await db.select().from(sandboxCollections).where(eq(sandboxCollections.reference, reference));
  return row ? toCollection(row) : null;
}
