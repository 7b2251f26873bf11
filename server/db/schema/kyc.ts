import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { organizations } from './organization';

export type StoredDirector = {
  name: string;
  email?: string;
  phone?: string;
  idNumberEnc?: string;
  idNumberLast4?: string;
};

/** Each KYC submission, kept as sent with its decision; organizations.kyc_status is the current state. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    registeredName: varchar('registered_name', { length: 200 }).notNull(),
    registrationNumber: varchar('registration_number', { length: 50 }).notNull(),
    tin: varchar('tin', { length: 50 }).notNull(),
    address: text('address').notNull(),
    industry: varchar('industry', { length: 100 }).notNull(),
    companySize: varchar('company_size', { length: 20 }).notNull(),
    /** Directors' ID numbers are stored only encrypted (`idNumberEnc`) with their last four digits. */
    directors: jsonb('directors').$type<StoredDirector[]>().notNull(),
    documentFileIds: jsonb('document_file_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why a submission was rejected, one message key or text per problem. */
    reasons: jsonb('reasons')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_submissions_org_idx').on(t.organizationId, t.createdAt)],
);
