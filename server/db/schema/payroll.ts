import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
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
import { users } from './identity';
import { createdAt, orgId, updatedAt } from './columns';
import { employees } from './employees';
import { organizations } from './organization';
import { payrollGroups } from './payroll-groups';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export type PayrollTotalsJson = Record<
  string,
  {
    gross: number;
    net: number;
    paye: number;
    deductions: number;
    employerContributions: number;
    employees: number;
  }
>;
/** A scheduled release: when, the pg-boss job, the funding batch, the money held and the rows not funded. */
export type PayoutScheduleJson = {
  /** ISO instant: 06:00 on the pay date in the organisation's time zone */
  releaseAt: string;
  jobId: string | null;
  /** names the clearing postings of this funding (ledger idempotency keys) */
  batch: string;
  /** minor units moved to clearing per currency */
  held: Record<string, number>;
  /** run rows without a bank account at approval: no money held for them */
  unfunded: string[];
};
/** One amount of an off-cycle run (payroll/create `amounts`), with the person as they were at create. */
export type OffCycleAmountJson = {
  employeeId: string;
  name: string;
  staffId: string;
  /** the employee's pay currency at create: the amount is in its minor units */
  currency: string;
  kind: 'bonus' | 'arrears' | 'one-off';
  amount: number;
};
export type PayslipLineJson = { code: string; label: string; amount: number; basis: string; rule: string };

/**
 * A payroll run: draft (created) → pending_approval (computed) → approved | rejected. `version` grows at every
 * compute; approvals name the version they approved. A regular run is unique per (organisation, group or
 * everyone, period) among runs not rejected (partial unique index below).
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: varchar('name', { length: 120 }).notNull(),
    runType: varchar('run_type', { length: 16 }).notNull().default('regular'), // regular | off-cycle
    period: char('period', { length: 7 }).notNull(), // YYYY-MM
    payDate: date('pay_date').notNull(),
    payrollGroupId: uuid('payroll_group_id').references(() => payrollGroups.id, { onDelete: 'set null' }),
    // draft | pending_approval | approved | rejected | disbursing | paid | partially_paid | awaiting_bank_payment
    status: varchar('status', { length: 24 }).notNull().default('draft'),
    version: integer('version').notNull().default(0),
    /** local units per 1 unit of the key currency: { USD: 1550.5 } */
    fxRates: jsonb('fx_rates')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    totals: jsonb('totals')
      .$type<PayrollTotalsJson>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** against the last approved run, worked out at compute time (see payroll.service computeRun) */
    variance: jsonb('variance').$type<Record<string, unknown>>(),
    /**
     * The distinct payslip lines' text of the run: [code, label, basis, rule]. Each employee row stores its
     * lines as [index into this list, amount], so a 100,000-employee run does not repeat the same texts.
     */
    lineDictionary: jsonb('line_dictionary')
      .$type<[string, string, string, string][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** the employees chosen at create (null: every eligible employee at compute time) */
    employeeIds: jsonb('employee_ids').$type<string[] | null>(),
    /** off-cycle runs: what each person is paid (null for regular runs) */
    amounts: jsonb('amounts').$type<OffCycleAmountJson[] | null>(),
    employeeCount: integer('employee_count').notNull().default(0),
    flaggedCount: integer('flagged_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: uuid('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /**
     * An approved run whose payouts wait for the pay date (payroll-release.ts): null when paid at once, once
     * released, or after a cancel. The money is already in clearing (`held` per currency).
     */
    payoutSchedule: jsonb('payout_schedule').$type<PayoutScheduleJson>(),
    /** Paid through the employer's own bank (issue 36): the bank's reference and value date, and who marked it paid. */
    bankReference: varchar('bank_reference', { length: 100 }),
    paidOn: date('paid_on'),
    markedPaidBy: uuid('marked_paid_by').references(() => users.id, { onDelete: 'set null' }),
    markedPaidAt: timestamp('marked_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payroll_runs_regular_slot_uq')
      .on(
        t.organizationId,
        sql`coalesce(${t.payrollGroupId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.period,
      )
      .where(sql`${t.runType} = 'regular' and ${t.status} <> 'rejected'`),
    index('payroll_runs_org_period_idx').on(t.organizationId, t.period, t.createdAt),
    index('payroll_runs_org_status_idx').on(t.organizationId, t.status),
  ],
);

/** One employee of a run: a snapshot of who they were and every computed figure with the engine's lines. */
export const payrollRunEmployees = pgTable(
  'payroll_run_employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 220 }).notNull(),
    staffId: varchar('staff_id', { length: 40 }).notNull(),
    department: varchar('department', { length: 120 }),
    currency: char('currency', { length: 3 }).notNull(),
    bankName: varchar('bank_name', { length: 120 }),
    accountNumberMasked: varchar('account_number_masked', { length: 20 }),
    bankVerified: boolean('bank_verified').notNull().default(false),
    regime: varchar('regime', { length: 40 }),
    gross: money('gross'),
    taxableIncome: money('taxable_income'),
    paye: money('paye'),
    deductions: money('deductions'),
    employerContributions: money('employer_contributions'),
    net: money('net'),
    flagged: boolean('flagged').notNull().default(false),
    warnings: jsonb('warnings')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** the engine's lines as [index into the run's line_dictionary, amount] */
    lines: jsonb('lines')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** what the engine was given (earnings, options), so a row can be recomputed and checked */
    inputs: jsonb('inputs')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** when the employee was mailed this run's payslip (payslip.mail.ts): set once, so a retried job never mails twice */
    payslipMailedAt: timestamp('payslip_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payroll_run_employees_run_employee_uq').on(t.runId, t.employeeId),
    index('payroll_run_employees_run_name_idx').on(t.runId, t.name, t.id),
    index('payroll_run_employees_org_employee_idx').on(t.organizationId, t.employeeId),
  ],
);

/** Approvals and rejections of a run; a compute voids the approvals of earlier versions. */
export const payrollApprovals = pgTable(
  'payroll_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    decision: varchar('decision', { length: 16 }).notNull(), // approved | rejected
    comment: text('comment'),
    version: integer('version').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payroll_approvals_run_idx').on(t.runId, t.createdAt),
    // led by the tenant, as every tenant table's (tests/architecture/tenant-tables.test.ts; migration 0037)
    index('payroll_approvals_org_run_idx').on(t.organizationId, t.runId),
    // one live decision per level and version: concurrent approvals of the same level cannot both land
    uniqueIndex('payroll_approvals_run_level_version_uq')
      .on(t.runId, t.version, t.level)
      .where(sql`${t.voidedAt} is null`),
  ],
);

/** Payroll-only organisation settings that are not on/off switches. */
export const payrollSettings = pgTable('payroll_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  nhfBase: varchar('nhf_base', { length: 8 }).notNull().default('basic'), // basic | income
  prorationBasis: varchar('proration_basis', { length: 8 }).notNull().default('calendar'), // calendar | working
  /** the language of payslips and the payroll sheet (en-GB | zh-CN): the organisation's, not each reader's */
  documentLanguage: varchar('document_language', { length: 8 }).notNull().default('en-GB'),
  /** how approved runs are paid (issue 36): `wallet` (payouts) or `bank-file` (the employer uploads a bulk file) */
  disbursement: varchar('disbursement', { length: 12 }).notNull().default('wallet'),
  updatedAt: updatedAt(),
});
