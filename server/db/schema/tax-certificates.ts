import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { employees } from './employees';

/**
 * Year-end tax certificates mailed to employees (issue 36, "Send certificates"): one row per employee and
 * year, claimed before the mail is sent, so a re-run or a redelivered job never mails an employee twice.
 */
export const taxCertificateSends = pgTable(
  'tax_certificate_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('tax_certificate_sends_org_employee_year_uq').on(t.organizationId, t.employeeId, t.year),
  ],
);
