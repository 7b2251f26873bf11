import { bigint, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { organizations } from './organization';

/** Uploaded documents (KYC, rent evidence, logos). Bytes live in object storage; this row is the index. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_org_created_idx').on(t.organizationId, t.createdAt)],
);
