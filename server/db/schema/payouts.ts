import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYOUT_STATUSES } from '../../../lib/contracts/payroll-values';
import { createdAt, orgId, updatedAt } from './columns';

// pending → processing → paid | failed, with `needs_otp`, `held` and `reversed` (lib/contracts/payroll-values.ts)

export { PAYOUT_STATUSES };
export const PAYOUT_RETRYABLE = ['failed', 'reversed'] as const;

/**
 * One transfer out of a wallet's clearing account to a bank account, for some module's purpose (`source`:
 * payroll now; earned wage access, statutory remittances later) and subject (e.g. a payroll_run_employees
 * row). pending → processing (sent, or about to be) → paid | failed. A retry is a new row with the next
 * `attempt` and so a new provider `reference`; the partial unique index allows one live (not failed) attempt
 * per subject, which is what makes "each employee is paid once" a database fact rather than a hope.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    source: varchar('source', { length: 32 }).notNull(),
    sourceId: uuid('source_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    attempt: integer('attempt').notNull().default(1),
    /** `<source>-<subject>-<attempt>`: the provider's idempotency key; resending it never pays twice */
    reference: varchar('reference', { length: 100 }).notNull(),
    /** null only for a payout failed at queue time (no bank account) in a currency the organisation has no wallet for */
    walletId: uuid('wallet_id'),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    country: char('country', { length: 2 }).notNull(),
    /** null: no bank account on file; such a payout is created failed, and no money moves for it */
    bankCode: varchar('bank_code', { length: 20 }),
    /** AES-GCM ciphertext (server/crypto/field-cipher.ts), like the employee's own */
    accountNumberEnc: text('account_number_enc'),
    accountNumberLast4: varchar('account_number_last4', { length: 4 }),
    accountName: varchar('account_name', { length: 200 }),
    /** the account was never confirmed by a name enquiry (e.g. imported): ask before sending */
    nameEnquiry: boolean('name_enquiry').notNull().default(false),
    /** the ledger account the money waits in: `payroll:<runId>` */
    clearingAccount: varchar('clearing_account', { length: 64 }).notNull(),
    narration: varchar('narration', { length: 100 }).notNull(),
    status: varchar('status', { length: 16, enum: PAYOUT_STATUSES }).notNull().default('pending'),
    failureReason: varchar('failure_reason', { length: 300 }),
    /** the rail it was sent on (`sandbox`, `paystack`): an organisation may change rails between payouts */
    provider: varchar('provider', { length: 32 }),
    /** the provider's own id for the transfer (Paystack `transfer_code`), once it has one */
    providerReference: varchar('provider_reference', { length: 100 }),
    /** the bank's reference (the NIP session id), once the provider reports it */
    bankReference: varchar('bank_reference', { length: 100 }),
    /** what the provider charged for it (minor units), booked from the wallet as its own ledger entry */
    fee: bigint('fee', { mode: 'number' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_reference_uq').on(t.reference),
    uniqueIndex('payouts_subject_attempt_uq').on(t.source, t.subjectId, t.attempt),
    uniqueIndex('payouts_subject_live_uq')
      .on(t.source, t.subjectId)
      .where(sql`${t.status} not in ('failed', 'reversed')`),
    index('payouts_org_source_idx').on(t.organizationId, t.source, t.sourceId, t.status),
    index('payouts_status_updated_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('pending', 'processing', 'needs_otp')`),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check(
      'payouts_status_check',
      sql`${t.status} in ('pending', 'processing', 'needs_otp', 'held', 'paid', 'failed', 'reversed')`,
    ),
  ],
);
