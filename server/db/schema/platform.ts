import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations } from './organization';

/** Mail stored instead of sent (the `outbox` transport): development, tests and e2e read it back. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** files sent with the mail (payslips), their bytes as base64: the outbox is for development and tests */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * `Idempotency-Key`s of organisation writes (server/http/middleware/write-transaction.ts): the request's
 * fingerprint and the answer it got, stored in the same transaction as the change. A retry with the same
 * key and body replays the answer; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    /** sha256 of `METHOD /route/template`, the path and the raw body. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] })],
);
