import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { files } from './files';
import { createdAt, orgId, updatedAt } from './columns';
import { departments, jobRoles } from './departments';
import { payrollGroups } from './payroll-groups';

/** Money: integer minor units (kobo, cents), never floats (ARCHITECTURE.md §3). */
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One employee of one organisation. Status: active → suspended (a live suspension) → active, or
 * active|suspended → separated → active (restore). Bank account number, BVN and NIN are stored only as
 * AES-256-GCM ciphertext (`*_enc`, server/crypto/field-cipher.ts); lists show `account_number_last4`.
 * An employee belongs to at most one payroll group.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    staffId: varchar('staff_id', { length: 40 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    otherNames: varchar('other_names', { length: 100 }),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    gender: varchar('gender', { length: 16 }),
    dateOfBirth: date('date_of_birth'),
    address: text('address'),
    jobRoleId: uuid('job_role_id').references(() => jobRoles.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    payrollGroupId: uuid('payroll_group_id').references(() => payrollGroups.id, { onDelete: 'set null' }),
    employmentType: varchar('employment_type', { length: 20 }).notNull().default('full_time'),
    startDate: date('start_date').notNull(),
    payCurrency: char('pay_currency', { length: 3 }).notNull(),
    // Monthly salary components, minor units of pay_currency.
    basic: money('basic'),
    housing: money('housing'),
    transport: money('transport'),
    other: money('other'),
    bankCode: varchar('bank_code', { length: 20 }),
    bankName: varchar('bank_name', { length: 120 }),
    accountNumberEnc: text('account_number_enc'),
    accountNumberLast4: varchar('account_number_last4', { length: 4 }),
    accountName: varchar('account_name', { length: 200 }),
    /**
     * blindIndex('employee-account', bank code + ':' + number): finds another employee paid into the same
     * account (a ghost-worker signal) without decrypting. Null on rows written before migration 0030: the
     * duplicate check falls back to decrypting the few rows with the same last four digits.
     */
    accountNumberBidx: varchar('account_number_bidx', { length: 64 }),
    /**
     * When name enquiry last confirmed bank_code + account number and the holder's name is the employee's (or
     * an admin accepted the bank's name): null = not verified, and not paid without a check.
     */
    bankVerifiedAt: timestamp('bank_verified_at', { withTimezone: true }),
    /**
     * The holder's name against the employee's (lib/bank-name-match.ts): `matched`, `mismatch` (payouts held
     * until an admin accepts it) or `accepted` (with who and when); null before any name enquiry.
     */
    bankNameStatus: varchar('bank_name_status', { length: 16 }),
    bankNameAcceptedBy: uuid('bank_name_accepted_by').references(() => users.id, { onDelete: 'set null' }),
    bankNameAcceptedAt: timestamp('bank_name_accepted_at', { withTimezone: true }),
    bvnEnc: text('bvn_enc'),
    ninEnc: text('nin_enc'),
    pensionEnabled: boolean('pension_enabled').notNull().default(true),
    pfa: varchar('pfa', { length: 120 }),
    /** Pension RSA PIN, encrypted like BVN (hole 8 of the probe): a dump reveals none. */
    rsaPinEnc: text('rsa_pin_enc'),
    /** Plaintext before migration 0007: emptied into rsa_pin_enc at start-up (db/backfill.ts); dropped in a later release. */
    legacyRsaPin: varchar('rsa_pin', { length: 20 }),
    payeEnabled: boolean('paye_enabled').notNull().default(true),
    /** The employee's National Housing Fund number (FMBN), for the NHF schedule. */
    nhfNumber: varchar('nhf_number', { length: 20 }),
    stateOfResidence: varchar('state_of_residence', { length: 60 }),
    /** Tax identification number, encrypted. */
    taxIdEnc: text('tax_id_enc'),
    /** Plaintext before migration 0007, like legacyRsaPin. */
    legacyTaxId: varchar('tax_id', { length: 30 }),
    nhfEnabled: boolean('nhf_enabled').notNull().default(false),
    nsitfEnabled: boolean('nsitf_enabled').notNull().default(true),
    itfEnabled: boolean('itf_enabled').notNull().default(true),
    /** Declared annual rent (minor units) for the 2026 rent relief, with its evidence file. */
    annualRent: money('annual_rent'),
    rentEvidenceFileId: uuid('rent_evidence_file_id').references(() => files.id, { onDelete: 'set null' }),
    ewaEligible: boolean('ewa_eligible').notNull().default(false),
    /** Included in payroll runs (PATCH employees/payroll/toggle-all flips it for many). */
    payrollEnabled: boolean('payroll_enabled').notNull().default(true),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    separatedAt: date('separated_at'),
    separationReason: text('separation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_org_staff_id_uq').on(t.organizationId, sql`lower(${t.staffId})`),
    uniqueIndex('employees_org_email_uq').on(t.organizationId, sql`lower(${t.email})`),
    // The list's default order, per status tab: indexed so a page is an index range scan.
    index('employees_org_status_name_idx').on(t.organizationId, t.status, t.lastName, t.firstName, t.id),
    // Server-side search by name, email or staff id: a trigram index makes `ilike '%term%'` an index scan.
    index('employees_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.staffId})) gin_trgm_ops`,
    ),
    index('employees_org_department_idx').on(t.organizationId, t.departmentId),
    index('employees_org_group_idx').on(t.organizationId, t.payrollGroupId),
    index('employees_org_account_bidx_idx').on(t.organizationId, t.accountNumberBidx),
  ],
);

/** Bonuses and deductions: one-off (a single period) or recurring (from start_period, until end_period if set). */
export const employeeAddons = pgTable(
  'employee_addons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(), // bonus | deduction
    name: varchar('name', { length: 120 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    frequency: varchar('frequency', { length: 16 }).notNull(), // one_off | recurring
    startPeriod: char('start_period', { length: 7 }).notNull(), // YYYY-MM
    endPeriod: char('end_period', { length: 7 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('employee_addons_org_employee_idx').on(t.organizationId, t.employeeId, t.startPeriod)],
);

/** A suspension with its dates; revoking it ends it early (revoked_at) and the employee is active again. */
export const employeeSuspensions = pgTable(
  'employee_suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    reason: text('reason').notNull(),
    withPay: boolean('with_pay').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('employee_suspensions_org_employee_idx').on(t.organizationId, t.employeeId, t.createdAt)],
);

/** A formal query issued to an employee, and the response recorded against it. */
export const employeeQueries = pgTable(
  'employee_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('employee_queries_org_employee_idx').on(t.organizationId, t.employeeId, t.createdAt)],
);
