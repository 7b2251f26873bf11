import { pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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
