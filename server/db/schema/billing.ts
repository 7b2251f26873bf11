import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { consultants, organizations } from './organization';

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

/**
 * A colleague invited into a consultancy's team, limited to the client organisations listed with the
 * permissions in each (each grant is a team-admin invitation in that client, accepted through /invite/{token}).
 */
export const consultantTeamMembers = pgTable(
  'consultant_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** [{ organizationId, permissions, invitationId }] */
    organizations: jsonb('organizations')
      .$type<{ organizationId: string; permissions: string[]; invitationId: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultant_team_members_email_key')
      .on(t.consultantId, t.email)
      .where(sql`${t.removedAt} is null`),
  ],
);
