import 'server-only';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db/client';
import { ledgerEntries, ledgerTransactions, wallets } from '@/server/db/schema';

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/** The ledger account name of a wallet. */
export const walletAccount = (walletId: string) => `wallet:${walletId}`;

/**
 * Reads the wallet and locks its row until the transaction ends, so postings to one wallet run one at a
 * time (PostgreSQL). PGlite has a single connection and runs transactions serially anyway.
 */
export async function lockWallet(tx: DbOrTx, organizationId: string, walletId: string) {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.organizationId, organizationId), eq(wallets.id, walletId)))
    .for('update');
  return row;
}

export async function findTransactionByKey(db: DbOrTx, organizationId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.organizationId, organizationId),
        eq(ledgerTransactions.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

/** Inserts the transaction unless its idempotency key exists; returns undefined when it did exist. */
export async function insertTransactionOnce(db: DbOrTx, values: PgInsertValue<typeof ledgerTransactions>) {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing({ target: [ledgerTransactions.organizationId, ledgerTransactions.idempotencyKey] })
    .returning();
  return row;
}

export function insertEntries(db: DbOrTx, values: PgInsertValue<typeof ledgerEntries>[]) {
  return db.insert(ledgerEntries).values(values);
}

/** The balance of a ledger account: the sum of its entries, in minor units. */
export async function sumAccount(db: DbOrTx, organizationId: string, account: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.account, account)));
  return Number(row?.total ?? 0);
}

/** Without `walletId`: every wallet of the organisation. */
export type TransactionFilter = {
  organizationId: string;
  walletId?: string;
  type?: string;
  currency?: string;
  from?: Date;
  to?: Date;
};

function filterWhere(f: TransactionFilter) {
  const conditions: SQL[] = [eq(ledgerTransactions.organizationId, f.organizationId)];
  if (f.walletId) conditions.push(eq(ledgerTransactions.walletId, f.walletId));
  if (f.currency) conditions.push(eq(ledgerTransactions.currency, f.currency));
  if (f.type) conditions.push(eq(ledgerTransactions.type, f.type as LedgerTransactionRow['type']));
  if (f.from) conditions.push(gte(ledgerTransactions.createdAt, f.from));
  if (f.to) conditions.push(lt(ledgerTransactions.createdAt, f.to));
  return and(...conditions);
}

export async function listTransactions(db: DbOrTx, f: TransactionFilter, page: number, perPage: number) {
  const where = filterWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerTransactions)
      .where(where)
      .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(ledgerTransactions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The database's wall clock now (not the transaction start), kept to the microsecond as an SQL value
 * for inserts: JavaScript dates would round it to milliseconds.
 */
export async function clockTimestamp(db: DbOrTx) {
  const result = (await db.execute(sql`select clock_timestamp()::text as now`)) as unknown as {
    rows: { now: string }[];
  };
  return sql`${result.rows[0]!.now}::timestamptz`;
}

/**
 * Every wallet of the organisation with its balance in one grouped query; with `before`, the balance as it
 * stood then (entries created earlier only). Used by the dashboard for balances and their 30-day trend.
 */
export async function sumWalletAccounts(db: DbOrTx, organizationId: string, before?: Date) {
  const joinOn = and(
    eq(ledgerEntries.organizationId, wallets.organizationId),
    eq(ledgerEntries.account, sql`'wallet:' || ${wallets.id}::text`),
    before ? lt(ledgerEntries.createdAt, before) : undefined,
  );
  const rows = await db
    .select({
      walletId: wallets.id,
      currency: wallets.currency,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(wallets)
    .leftJoin(ledgerEntries, joinOn)
    .where(eq(wallets.organizationId, organizationId))
    .groupBy(wallets.id, wallets.currency, wallets.createdAt)
    .orderBy(wallets.createdAt);
  return rows.map((r) => ({ walletId: r.walletId, currency: r.currency, balance: Number(r.total) }));
}
