import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations } from './organization';

/**
 * One wallet per organisation and currency, funded through a provider's virtual account. It holds no
 * balance column: the balance is the sum of its ledger entries (see ledger_entries).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    // The provider's id of the virtual account; funding webhooks name it.
    providerReference: varchar('provider_reference', { length: 128 }).notNull(),
    accountNumber: varchar('account_number', { length: 32 }).notNull(),
    accountName: varchar('account_name', { length: 200 }).notNull(),
    bankName: varchar('bank_name', { length: 200 }).notNull(),
    // `pending` while a real rail has not assigned the funding account (the three columns above are empty
    // then, and the screen offers a retry); `active` once it has.
    fundingStatus: varchar('funding_status', { length: 16, enum: ['active', 'pending'] })
      .notNull()
      .default('active'),
    // The Idempotency-Key of the create-wallet call that opened it, when one was sent.
    creationKey: varchar('creation_key', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_org_currency_key').on(t.organizationId, t.currency),
    uniqueIndex('wallets_org_creation_key').on(t.organizationId, t.creationKey),
    uniqueIndex('wallets_provider_reference_key').on(t.provider, t.providerReference),
    // Target of the composite foreign keys below, so a posting can never name another tenant's wallet.
    unique('wallets_org_id_key').on(t.organizationId, t.id),
  ],
);

export const LEDGER_TRANSACTION_TYPES = ['funding', 'payout', 'fee', 'reversal', 'adjustment'] as const;
export const LEDGER_DIRECTIONS = ['credit', 'debit'] as const;

/**
 * One money movement on a wallet. Immutable once written; mistakes are fixed by a reversal. The
 * (organisation, idempotency key) pair is unique, so a retried request can never move money twice.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    walletId: uuid('wallet_id').notNull(),
    type: varchar('type', { length: 16, enum: LEDGER_TRANSACTION_TYPES }).notNull(),
    direction: varchar('direction', { length: 8, enum: LEDGER_DIRECTIONS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    // Rows written before ledger texts had keys keep their English sentence here; newer rows leave it null.
    description: varchar('description', { length: 500 }),
    // The description as a message key (`wallet.api.ledger.*`) and its parameters, worded in the reader's
    // language when read (wallet/ledger-text.ts): never stored as a sentence in one language.
    descriptionKey: varchar('description_key', { length: 100 }),
    descriptionParams: jsonb('description_params').$type<Record<string, string | number>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_org_idempotency_key').on(t.organizationId, t.idempotencyKey),
    index('ledger_transactions_org_wallet_created_idx').on(t.organizationId, t.walletId, t.createdAt),
    foreignKey({
      name: 'ledger_transactions_wallet_fk',
      columns: [t.organizationId, t.walletId],
      foreignColumns: [wallets.organizationId, wallets.id],
    }),
    check('ledger_transactions_amount_positive', sql`${t.amount} > 0`),
    check(
      'ledger_transactions_type_check',
      sql`${t.type} in ('funding', 'payout', 'fee', 'reversal', 'adjustment')`,
    ),
    check('ledger_transactions_direction_check', sql`${t.direction} in ('credit', 'debit')`),
  ],
);

/**
 * Double entry: every transaction writes two entries that sum to zero. `account` is `wallet:<id>` for a
 * wallet or a named system account (`external:funding`, `external:payouts`, `external:fees`, ...).
 * `amount` is signed minor units: positive increases the account.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: varchar('account', { length: 64 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_org_account_idx').on(t.organizationId, t.account),
    index('ledger_entries_org_transaction_idx').on(t.organizationId, t.transactionId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
