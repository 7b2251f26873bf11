import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

// The organization module's tables: organisations, payroll consultancies, and the client organisations linked to them.

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 200 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  // KYC: pending → submitted → approved | rejected (decided by the verification provider).
  kycStatus: varchar('kyc_status', { length: 16 }).notNull().default('pending'),
  // Company details (PUT organizations/details); the registered identity lives in kyc_submissions.
  address: text('address'),
  industry: varchar('industry', { length: 100 }),
  companySize: varchar('company_size', { length: 20 }),
  phone: varchar('phone', { length: 32 }),
  email: varchar('email', { length: 254 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payroll consultancy; it runs payroll for the organisations linked to it. */
export const consultants = pgTable('consultants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 200 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const consultantOrganizations = pgTable(
  'consultant_organizations',
  {
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultant_orgs_idx').on(t.consultantId, t.organizationId)],
);
