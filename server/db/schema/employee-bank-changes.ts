import { boolean, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdAt, orgId } from './columns';
import { employees } from './employees';

/**
 * A change of an employee's bank or account number, waiting for a second look (issue 33: payroll diversion).
 * The employee row already holds the new account; until the change is confirmed their payouts are held, and
 * a rejection puts the old account back from the `old_*` columns (the number stays encrypted). Masked numbers
 * (`*_last4`) are what screens and mails show. At most one pending change per employee: a second change
 * supersedes the first (it keeps the first's old account, which is the one last confirmed).
 */
export const employeeBankChanges = pgTable(
  'employee_bank_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'), // pending | confirmed | rejected | superseded
    oldBankCode: varchar('old_bank_code', { length: 20 }),
    oldBankName: varchar('old_bank_name', { length: 120 }),
    oldAccountNumberEnc: text('old_account_number_enc'),
    oldAccountNumberLast4: varchar('old_account_number_last4', { length: 4 }),
    oldAccountName: varchar('old_account_name', { length: 200 }),
    oldBankVerifiedAt: timestamp('old_bank_verified_at', { withTimezone: true }),
    oldBankNameStatus: varchar('old_bank_name_status', { length: 16 }),
    newBankCode: varchar('new_bank_code', { length: 20 }),
    newAccountNumberLast4: varchar('new_account_number_last4', { length: 4 }),
    /** What name enquiry answered for the new account, and whether it is the employee's name. */
    newAccountName: varchar('new_account_name', { length: 200 }),
    nameMatches: boolean('name_matches'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('employee_bank_changes_org_employee_idx').on(t.organizationId, t.employeeId, t.status)],
);
