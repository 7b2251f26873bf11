import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { organizations } from './organization';

/** Team-admin invitations: a hashed single-use token mailed to the invitee. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 32 }).notNull().default('team_admin'),
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_invitations_org_idx').on(t.organizationId, t.createdAt),
    index('admin_invitations_token_idx').on(t.tokenHash),
  ],
);
