import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, orgId, updatedAt } from './columns';
import { departments } from './departments';
import { employees } from './employees';

/** Days are counted in hundredths (half days, monthly accruals of 1.75): numeric, never a float. */
const days = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/** The organisation's leave types (annual, sick…): entitlement, accrual, carry-over and who may take them. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: varchar('name', { length: 80 }).notNull(),
    paid: boolean('paid').notNull().default(true),
    daysPerYear: days('days_per_year').notNull(),
    accrual: varchar('accrual', { length: 16 }).notNull().default('upfront'),
    carryOverDays: days('carry_over_days').notNull().default(0),
    /** 'MM-DD': carried days not taken by this day of the next leave year expire. */
    carryOverExpiry: varchar('carry_over_expiry', { length: 5 }),
    countsWeekends: boolean('counts_weekends').notNull().default(false),
    countsHolidays: boolean('counts_holidays').notNull().default(false),
    allowNegative: boolean('allow_negative').notNull().default(false),
    gender: varchar('gender', { length: 8 }),
    minServiceMonths: integer('min_service_months').notNull().default(0),
    departmentIds: uuid('department_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    payrollGroupIds: uuid('payroll_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('leave_types_org_name_uq').on(t.organizationId, sql`lower(${t.name})`)],
);

/** One row per organisation once its country's default types are in: deleting every type never re-seeds them. */
export const leaveSettings = pgTable('leave_settings', {
  organizationId: orgId().primaryKey(),
  defaultsSeededAt: timestamp('defaults_seeded_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The longest request (end − start, in days) the organisation has recorded, raised with every request: who
   * is away on a day is then an index range over starts in [day − span, day], not over every earlier start.
   */
  maxSpanDays: integer('max_span_days').notNull().default(0),
});

/**
 * Leave requests. `department_id` is the employee's department when the request was made (as Frappe HR's
 * leave application keeps it), so lists and the calendar filter by department without reading another
 * module's table.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    halfDay: boolean('half_day').notNull().default(false),
    days: days('days').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: text('reason'),
    relieverId: uuid('reliever_id').references(() => employees.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's default order (newest start first) and the status filter.
    index('leave_requests_org_start_idx').on(t.organizationId, t.startDate, t.id),
    index('leave_requests_org_status_start_idx').on(t.organizationId, t.status, t.startDate),
    index('leave_requests_org_employee_idx').on(t.organizationId, t.employeeId, t.startDate),
    index('leave_requests_org_department_start_idx').on(t.organizationId, t.departmentId, t.startDate),
    // Who is away on a day / in a month: approved rows by date range. It also carries every column a calendar
    // bar needs, so a month of thousands of bars is an index-only scan.
    index('leave_requests_org_approved_range_idx')
      .on(
        t.organizationId,
        t.startDate,
        t.endDate,
        t.employeeId,
        t.leaveTypeId,
        t.departmentId,
        t.status,
        t.halfDay,
        t.id,
      )
      .where(sql`${t.status} in ('approved', 'ended')`),
  ],
);

/**
 * The leave ledger: a balance is the sum of its entries. Kinds: accrual, taken (negative), returned (unused
 * days of a leave ended early), adjustment (manual, with a reason), lapse and carry_over (year end),
 * expiry (carried days not taken in time). System entries carry a `period` key and are unique per
 * employee, type, kind and period, so computing them twice (at once, or again later) adds nothing.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    days: days('days').notNull(),
    effectiveDate: date('effective_date').notNull(),
    period: varchar('period', { length: 10 }),
    requestId: uuid('request_id').references(() => leaveRequests.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leave_ledger_org_employee_idx').on(t.organizationId, t.employeeId, t.leaveTypeId, t.effectiveDate),
    uniqueIndex('leave_ledger_system_uq')
      .on(t.employeeId, t.leaveTypeId, t.kind, t.period)
      .where(sql`${t.period} is not null`),
  ],
);

/** Days the organisation adds to (`added`) or removes from (`removed`) its country's public holidays. */
export const leaveHolidays = pgTable(
  'leave_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    date: date('date').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leave_holidays_org_date_uq').on(t.organizationId, t.date)],
);
