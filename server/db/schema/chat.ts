import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { organizations } from './organization';

/**
 * Chat messages stored instead of sent (the `outbox` chat transport), keyed by the recipient's email:
 * development, tests and e2e read them back through `GET /dev/chat-outbox`. Mirrors `outbox_mails`.
 */
export const chatOutbox = pgTable(
  'chat_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation the message is about; null for account messages (the create-pin link). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    to: varchar('to', { length: 254 }).notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_outbox_to_idx').on(t.to, t.createdAt)],
);

/** A user's approval PIN (4 digits), hashed like passwords. One per user, replaced by a new create-pin link. */
export const chatPins = pgTable('chat_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use chat links, stored as SHA-256 digests only: `create_pin` (sets the PIN) and `authorise`
 * (approve or reject one run at one level and version; 30 minutes; 5 wrong PINs lock it).
 */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 16 }).$type<'create_pin' | 'authorise'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    runId: uuid('run_id'),
    level: integer('level'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_tokens_hash_uq').on(t.tokenHash),
    index('chat_tokens_run_idx')
      .on(t.runId)
      .where(sql`${t.runId} is not null`),
  ],
);
