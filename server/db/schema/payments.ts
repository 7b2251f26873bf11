import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, orgId } from './columns';

// The payments module's tables: real rails' recipients and webhook inbox, and the built-in sandbox provider's own books.

/**
 * The sandbox provider's own books (server/modules/payments/sandbox-transfers.ts), in our database so that
 * several processes share them and a test can read them after killing a worker: every transfer request
 * received (a log), and each distinct reference it accepted (what it "paid", once per reference).
 */
export const sandboxTransferRequests = pgTable(
  'sandbox_transfer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_transfer_requests_reference_idx').on(t.reference)],
);

/**
 * The sandbox provider's mobile-money collections (Uganda), by reference: in the database, so a collection one
 * server started is found by the server that confirms it (issue 34; a per-process map was not).
 */
export const sandboxCollections = pgTable(
  'sandbox_collections',
  {
    reference: varchar('reference', { length: 100 }).primaryKey(),
    organizationId: orgId(),
    walletId: uuid('wallet_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(), // pending | successful | failed
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_collections_org_idx').on(t.organizationId, t.createdAt)],
);

export const sandboxTransfers = pgTable('sandbox_transfers', {
  reference: varchar('reference', { length: 100 }).primaryKey(),
  bankCode: varchar('bank_code', { length: 20 }).notNull(),
  accountNumber: varchar('account_number', { length: 20 }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  narration: varchar('narration', { length: 100 }),
  status: varchar('status', { length: 16 }).notNull(), // pending | successful | failed
  failureReason: varchar('failure_reason', { length: 300 }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** a pending transfer becomes successful when asked after this */
  completesAt: timestamp('completes_at', { withTimezone: true }).notNull(),
});

/**
 * A real rail's recipient for one bank account of one organisation (Paystack's `recipient_code`): created
 * once and reused for every payout to that account; a changed account is another row. The account number
 * is not stored, only a keyed hash of it (server/crypto/field-cipher.ts `blindIndex`), enough to find the row.
 */
export const paymentRecipients = pgTable(
  'payment_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    provider: varchar('provider', { length: 32 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    bankCode: varchar('bank_code', { length: 20 }).notNull(),
    accountHash: varchar('account_hash', { length: 64 }).notNull(),
    recipientCode: varchar('recipient_code', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_recipients_account_uq').on(
      t.organizationId,
      t.provider,
      t.currency,
      t.bankCode,
      t.accountHash,
    ),
  ],
);

/**
 * Every correctly signed webhook a real rail sent, stored before it is answered 200 and processed by a job
 * (server/modules/webhooks). Unique per event (provider + event name + the provider's id of the object + its
 * status), so a delivery repeated five times is one row. Processing re-reads the provider and trusts that
 * answer, never the body; `result` says what it did (`applied`, `unchanged`, `unknown_reference`, …).
 * Not a tenant table: the organisation is known only once the reference is matched.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 32 }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    dataId: varchar('data_id', { length: 100 }).notNull(),
    dataStatus: varchar('data_status', { length: 32 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    payload: jsonb('payload').notNull(),
    organizationId: uuid('organization_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    result: varchar('result', { length: 32 }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payment_webhook_events_uq').on(t.provider, t.event, t.dataId, t.dataStatus),
    index('payment_webhook_events_reference_idx').on(t.reference),
  ],
);

/**
 * The organisation's payments rail (issue 35's organisation setting `payments.provider`): `paystack` or
 * `flutterwave`; no row means the deployment's PAYMENTS_PROVIDER. Payouts store the rail at creation, so a
 * change applies to payouts created afterwards.
 */
export const paymentSettings = pgTable('payment_settings', {
  organizationId: orgId().primaryKey(),
  provider: varchar('provider', { length: 32 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
