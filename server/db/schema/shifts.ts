import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, orgId, updatedAt } from './columns';
import { employees } from './employees';

/**
 * Shifts (issue 16): work locations, who is on the roster, effective-dated hourly wages and the shifts
 * themselves. Times are the organisation's local wall-clock time: a shift is a date plus start/end minutes
 * after midnight; an end at or before the start crosses midnight.
 */

/** A place people work. Deleting one keeps it (deleted_at) so past shifts still report under its name. */
export const shiftLocations = pgTable(
  'shift_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: varchar('name', { length: 120 }).notNull(),
    address: text('address'),
    notes: text('notes'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shift_locations_org_name_uq')
      .on(t.organizationId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The organisation's shift rules: overtime starts after `weekly_minutes` worked in a Monday–Sunday week. */
export const shiftSettings = pgTable('shift_settings', {
  organizationId: orgId().primaryKey(),
  weeklyMinutes: integer('weekly_minutes').notNull().default(2400),
  updatedAt: updatedAt(),
});

/** Employees on the roster. Its row is also the lock taken while an employee's shifts change. */
export const shiftRoster = pgTable(
  'shift_roster',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shift_roster_org_employee_uq').on(t.organizationId, t.employeeId)],
);

/**
 * Hourly wage from a date (minor units of the employee's pay currency). The rate in force on a shift's date
 * prices it, so a change never re-prices shifts worked before it. Overtime multiplier in basis points
 * (15000 = 1.5×).
 */
export const shiftWages = pgTable(
  'shift_wages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    hourlyRate: bigint('hourly_rate', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    overtimeMultiplierBp: integer('overtime_multiplier_bp').notNull().default(15000),
    effectiveFrom: date('effective_from').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shift_wages_org_employee_from_uq').on(t.organizationId, t.employeeId, t.effectiveFrom),
  ],
);

export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => shiftLocations.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    /** Minutes after local midnight, 0–1439. */
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    breakMinutes: smallint('break_minutes').notNull().default(0),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shifts_org_date_idx').on(t.organizationId, t.date),
    index('shifts_org_employee_date_idx').on(t.organizationId, t.employeeId, t.date),
    index('shifts_org_location_date_idx').on(t.organizationId, t.locationId, t.date),
  ],
);
