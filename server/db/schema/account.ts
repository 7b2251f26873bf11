import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

// The account module's tables: one-time codes, reset links and failed attempts (the rate limits).

/** One-time codes (email verification) and reset links; only hashes are stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    index('auth_tokens_hash_idx').on(t.tokenHash),
  ],
);

/** Failed sign-in and code attempts, counted per account and per IP for rate limiting. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: varchar('scope', { length: 16 }).notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_key_idx').on(t.scope, t.key, t.createdAt)],
);

/**
 * A user's TOTP second factor (issue 33), one row per user. The row exists from set-up on; `confirmedAt` set
 * is "MFA on" (a pending row is replaced by a new set-up, and deleted when MFA is turned off). The secret is
 * stored only encrypted (field-cipher), so a database dump cannot mint codes. `lastUsedStep` is the last
 * RFC 6238 time step accepted for this user: a code is accepted only when its step is greater, so each code
 * (and any older one still inside the drift window) signs in once.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ten single-use recovery codes issued when MFA is confirmed; only their digests are stored
 * (recovery-codes.ts). `usedAt` marks a spent code. The MFA sign-in token is not here: it is an `auth_tokens`
 * row of purpose `mfa_login`, which already has what it needs (a hash, an expiry, attempts, single use).
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);
