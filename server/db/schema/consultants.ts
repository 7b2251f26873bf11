import { sql } from 'drizzle-orm';
import { jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { consultants } from './organization';

// The consultants module's table: a consultancy's team (the consultancies and their client links are organization's).

/**
 * A colleague invited into a consultancy's team, limited to the client organisations listed with the
 * permissions in each (each grant is a team-admin invitation in that client, accepted through /invite/{token}).
 */
export const consultantTeamMembers = pgTable(
  'consultant_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** [{ organizationId, permissions, invitationId }] */
    organizations: jsonb('organizations')
      .$type<{ organizationId: string; permissions: string[]; invitationId: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultant_team_members_email_key')
      .on(t.consultantId, t.email)
      .where(sql`${t.removedAt} is null`),
  ],
);
