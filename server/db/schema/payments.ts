import { bigint, char, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

// The payments module's tables: the built-in sandbox provider's own books.

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
