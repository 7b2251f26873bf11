import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organization';

/** Columns every tenant table repeats. */
export const orgId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
