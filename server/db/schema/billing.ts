import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { organizations } from './organization';

/**
 * One subscription per organisation. Its status is derived from these dates, never stored, so it can
 * never disagree with them (see server/modules/billing/subscription-status.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    plan: varchar('plan', { length: 32 }).notNull().default('trial'),
    /** monthly | yearly once paid; null on the trial. */
    cycle: varchar('cycle', { length: 8 }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The access end the 7-day and 1-day renewal reminders were mailed for (a renewal moves the end). */
    reminder7For: timestamp('reminder_7_for', { withTimezone: true }),
    reminder1For: timestamp('reminder_1_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_org_key').on(t.organizationId)],
);

/** One paid period: what was billed (plan, cycle, employees) and the wallet posting that paid it. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    plan: varchar('plan', { length: 32 }).notNull(),
    cycle: varchar('cycle', { length: 8 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    employeesBilled: integer('employees_billed').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The ledger transaction (wallet debit) that paid it. */
    ledgerTransactionId: uuid('ledger_transaction_id').notNull(),
    reference: varchar('reference', { length: 40 }).notNull(),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_payments_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('subscription_payments_reference_key').on(t.reference),
    uniqueIndex('subscription_payments_ledger_key').on(t.ledgerTransactionId),
  ],
);
