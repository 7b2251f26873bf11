import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, orgId, updatedAt } from './columns';
import { employees } from './employees';
import { payrollRuns } from './payroll';

/** Earned wage access settings: one row per organisation (absent → the defaults of lib/contracts/benefits.ts). */
export const ewaSettings = pgTable('ewa_settings', {
  organizationId: orgId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  maxSharePercent: integer('max_share_percent').notNull().default(50),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull().default(0),
  maxPerMonth: integer('max_per_month').notNull().default(1),
  feeType: varchar('fee_type', { length: 16 }).notNull().default('flat'),
  // a flat fee in minor units, or a percentage with two decimals (2.5 = 2.5 %)
  feeValue: numeric('fee_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  feePaidBy: varchar('fee_paid_by', { length: 16 }).notNull().default('employee'),
  cutoffDays: integer('cutoff_days').notNull().default(3),
  updatedAt: updatedAt(),
});

export const EWA_STATUSES = ['processing', 'paid', 'failed', 'recovered', 'partially_recovered'] as const;

/**
 * An advance on earned pay. The wallet pays `amount` into the clearing account `ewa:<id>` when it is granted
 * (and the fee to external:fees); payroll later recovers `recoverable` (amount + the fee when the employee
 * pays it) through the employee's runs, recorded in ewa_recoveries. `recovered` is their sum.
 */
export const ewaAdvances = pgTable(
  'ewa_advances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    /** 'YYYY-MM': the month whose earned pay it draws on */
    month: char('month', { length: 7 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    feePaidBy: varchar('fee_paid_by', { length: 16 }).notNull(),
    recoverable: bigint('recoverable', { mode: 'number' }).notNull(),
    recovered: bigint('recovered', { mode: 'number' }).notNull().default(0),
    /** Of `recovered`, what payroll gave back because the advance's transfer failed after it was recovered. */
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 24, enum: EWA_STATUSES }).notNull().default('processing'),
    /** The cap when it was granted, and its working, for the record. */
    capAtGrant: bigint('cap_at_grant', { mode: 'number' }).notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id'),
    failureReason: text('failure_reason'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ewa_advances_org_created_idx').on(t.organizationId, t.createdAt),
    index('ewa_advances_org_employee_month_idx').on(t.organizationId, t.employeeId, t.month),
    check('ewa_advances_amount_positive', sql`${t.amount} > 0`),
    check('ewa_advances_recovered_range', sql`${t.recovered} >= 0 and ${t.recovered} <= ${t.recoverable}`),
    check('ewa_advances_refunded_range', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.recovered}`),
  ],
);

/**
 * What one approved run recovered of one advance (`recovery`), or gave back of it (`refund`: the transfer
 * failed after payroll had recovered it): unique per (advance, run), so approval records it once.
 */
export const ewaRecoveries = pgTable(
  'ewa_recoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => ewaAdvances.id, { onDelete: 'cascade' }),
    payrollRunId: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 8, enum: ['recovery', 'refund'] })
      .notNull()
      .default('recovery'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ewa_recoveries_advance_run_uq').on(t.advanceId, t.payrollRunId),
    // led by the tenant, as every tenant table's (tests/architecture/tenant-tables.test.ts; migration 0037)
    index('ewa_recoveries_org_advance_idx').on(t.organizationId, t.advanceId),
    check('ewa_recoveries_amount_positive', sql`${t.amount} > 0`),
  ],
);
