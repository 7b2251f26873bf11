import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { wallets } from '@/server/db/schema';

export type WalletRow = typeof wallets.$inferSelect;

export async function findWalletById(db: DbOrTx, walletId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.id, walletId));
  return row;
}

export async function findWallet(db: DbOrTx, organizationId: string, walletId: string) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.organizationId, organizationId), eq(wallets.id, walletId)));
  return row;
}

export async function findWalletByCurrency(db: DbOrTx, organizationId: string, currency: string) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.organizationId, organizationId), eq(wallets.currency, currency)));
  return row;
}

export async function findWalletByCreationKey(db: DbOrTx, organizationId: string, creationKey: string) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.organizationId, organizationId), eq(wallets.creationKey, creationKey)));
  return row;
}

export async function findWalletByProviderReference(db: DbOrTx, provider: string, providerReference: string) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.provider, provider), eq(wallets.providerReference, providerReference)));
  return row;
}

export function listWallets(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(wallets)
    .where(eq(wallets.organizationId, organizationId))
    .orderBy(asc(wallets.createdAt), asc(wallets.currency));
}

export async function insertWallet(db: DbOrTx, values: typeof wallets.$inferInsert) {
  const [row] = await db
    .insert(wallets)
    .values(values)
    .onConflictDoNothing({ target: [wallets.organizationId, wallets.currency] })
    .returning();
  return row;
}

/**
 * Serialises wallet opening per organisation and currency until the transaction ends (works on
 * PostgreSQL and PGlite), so two concurrent calls never both ask the provider for an account.
 */
export async function lockWalletOpening(tx: DbOrTx, organizationId: string, currency: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`wallet-open:${organizationId}:${currency}`}, 0))`,
  );
}

/** The funding account's columns: what a provider's (re)assignment of the virtual account changes. */
export type FundingAccountValues = Pick<
  WalletRow,
  'accountNumber' | 'accountName' | 'bankName' | 'fundingStatus'
>;

export async function updateFundingAccount(
  db: DbOrTx,
  walletId: string,
  values: Partial<FundingAccountValues>,
) {
  const [row] = await db.update(wallets).set(values).where(eq(wallets.id, walletId)).returning();
  return row;
}

/** The wallet of a provider's virtual account, locked until the transaction ends (one reassignment at a time). */
export async function lockWalletByProviderReference(db: DbOrTx, provider: string, providerReference: string) {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.provider, provider), eq(wallets.providerReference, providerReference)))
    .for('update');
  return row;
}
