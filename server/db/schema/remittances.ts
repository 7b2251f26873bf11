import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdAt, orgId, updatedAt } from './columns';
import { files } from './files';
import { payrollRuns } from './payroll';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * What an approved run owes one authority: one row per (run, statutory type, payee), recorded in the run's
 * final approval (remittances.approval-hook.ts). `remitted` only grows, by receipts, and never past `amount`
 * (checked under a row lock and by the check below).
 */
export const statutoryLiabilities = pgTable(
  'statutory_liabilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).notNull(),
    payee: varchar('payee', { length: 120 }).notNull(),
    /** the run's name at approval (a run is immutable once approved) */
    runName: varchar('run_name', { length: 120 }).notNull(),
    period: char('period', { length: 7 }).notNull(),
    payDate: date('pay_date').notNull(),
    dueDate: date('due_date').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    employeeAmount: money('employee_amount'),
    employerAmount: money('employer_amount'),
    amount: money('amount'),
    remitted: money('remitted'),
    employeeCount: integer('employee_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('statutory_liabilities_run_type_payee_uq').on(t.organizationId, t.runId, t.type, t.payee),
    index('statutory_liabilities_org_type_due_idx').on(t.organizationId, t.type, t.dueDate),
    check('statutory_liabilities_remitted_ck', sql`${t.remitted} >= 0 and ${t.remitted} <= ${t.amount}`),
  ],
);

/** Each employee's part of a liability: the schedule's rows (snapshotted at approval, like the run's lines). */
export const statutoryLiabilityItems = pgTable(
  'statutory_liability_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    liabilityId: uuid('liability_id')
      .notNull()
      .references(() => statutoryLiabilities.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    name: varchar('name', { length: 220 }).notNull(),
    staffId: varchar('staff_id', { length: 40 }).notNull(),
    gross: money('gross'),
    employeeAmount: money('employee_amount'),
    employerAmount: money('employer_amount'),
  },
  (t) => [
    index('statutory_liability_items_liability_idx').on(t.liabilityId, t.name),
    // led by the tenant, as every tenant table's (tests/architecture/tenant-tables.test.ts; migration 0037)
    index('statutory_liability_items_org_liability_idx').on(t.organizationId, t.liabilityId),
  ],
);

/** A remittance made against one liability, with its proof (a file, or the generated advice when auto-remitted). */
export const statutoryReceipts = pgTable(
  'statutory_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    liabilityId: uuid('liability_id')
      .notNull()
      .references(() => statutoryLiabilities.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    reference: varchar('reference', { length: 120 }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 8 }).notNull().default('manual'), // manual | sheet | auto
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('statutory_receipts_org_created_idx').on(t.organizationId, t.createdAt),
    index('statutory_receipts_liability_idx').on(t.liabilityId),
  ],
);

/** The organisation's registration numbers for one statutory type (employer code, state tax IDs). */
export const statutoryRegistrations = pgTable(
  'statutory_registrations',
  {
    organizationId: orgId(),
    type: varchar('type', { length: 16 }).notNull(),
    employerNumber: varchar('employer_number', { length: 60 }).notNull().default(''),
    payeeNumbers: jsonb('payee_numbers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('statutory_registrations_org_type_uq').on(t.organizationId, t.type)],
);

/**
 * A statutory admin: a person invited by email to see and record one type's remittances only. They join the
 * organisation through the team-admin invitation (a team-admin role without permissions); this row is what
 * lets them into that one type.
 */
export const statutoryAdmins = pgTable(
  'statutory_admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    type: varchar('type', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statutory_admins_org_type_email_uq').on(t.organizationId, t.type, sql`lower(${t.email})`),
  ],
);
