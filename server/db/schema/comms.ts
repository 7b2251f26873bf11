import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdAt, orgId, updatedAt } from './columns';
import { employees } from './employees';

export type CommsAudience = { departmentIds: string[]; payrollGroupIds: string[] };

/**
 * One poll or announcement sent to an audience (everyone, or chosen departments / payroll groups). A poll is
 * open until `closed_at` (closed early) or `closes_at` (its closing time), whichever comes first.
 */
export const comms = pgTable(
  'comms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    type: varchar('type', { length: 16 }).notNull(), // poll | announcement
    title: varchar('title', { length: 200 }),
    message: text('message'),
    question: varchar('question', { length: 500 }),
    multiple: boolean('multiple').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
    audience: jsonb('audience').$type<CommsAudience>().notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The poll's one shared link for people without a personal one (shown to the admin, so stored as is).
    sharedToken: varchar('shared_token', { length: 64 }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comms_org_created_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('comms_shared_token_uq')
      .on(t.sharedToken)
      .where(sql`${t.sharedToken} is not null`),
  ],
);

export const commsPollOptions = pgTable(
  'comms_poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    commId: uuid('comm_id')
      .notNull()
      .references(() => comms.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 200 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('comms_poll_options_comm_idx').on(t.organizationId, t.commId)],
);

/**
 * One person a poll or announcement was sent to. A poll's personal link is `/polls/{token}`; only the token's
 * SHA-256 is stored (the token itself is an HMAC of the row id, re-derivable by the sender only). `answered`
 * flips once, atomically: that is the one-answer-per-link rule. No answer time is kept here, so an anonymous
 * poll's responses cannot be matched to people by time.
 */
export const commsRecipients = pgTable(
  'comms_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    commId: uuid('comm_id')
      .notNull()
      .references(() => comms.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 210 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    departmentId: uuid('department_id'),
    tokenHash: varchar('token_hash', { length: 64 }),
    answered: boolean('answered').notNull().default(false),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('comms_recipients_comm_idx').on(t.organizationId, t.commId),
    uniqueIndex('comms_recipients_token_uq')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index('comms_recipients_unmailed_idx')
      .on(t.commId)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * One answer to a poll. Named polls keep the recipient; anonymous ones keep only the department (for the
 * per-department chart, shown from 5 answers up) and the hour of the answer. Shared-link answers carry a
 * hash of the browser's cookie instead: one answer per browser.
 */
export const commsPollResponses = pgTable(
  'comms_poll_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    commId: uuid('comm_id')
      .notNull()
      .references(() => comms.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => commsRecipients.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id'),
    via: varchar('via', { length: 16 }).notNull(), // personal | shared
    browserHash: varchar('browser_hash', { length: 64 }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('comms_poll_responses_comm_idx').on(t.organizationId, t.commId),
    uniqueIndex('comms_poll_responses_recipient_uq')
      .on(t.commId, t.recipientId)
      .where(sql`${t.recipientId} is not null`),
    uniqueIndex('comms_poll_responses_browser_uq')
      .on(t.commId, t.browserHash)
      .where(sql`${t.browserHash} is not null`),
  ],
);

export const commsPollVotes = pgTable(
  'comms_poll_votes',
  {
    organizationId: orgId(),
    commId: uuid('comm_id')
      .notNull()
      .references(() => comms.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id')
      .notNull()
      .references(() => commsPollResponses.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => commsPollOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.optionId] }),
    index('comms_poll_votes_comm_idx').on(t.organizationId, t.commId),
  ],
);

/**
 * A suggestion from staff. An anonymous one stores nothing that identifies the sender: no user id, no IP,
 * and its time only to the hour (so it cannot be matched with sign-in times).
 */
export const commsSuggestions = pgTable(
  'comms_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    message: text('message').notNull(),
    category: varchar('category', { length: 60 }),
    anonymous: boolean('anonymous').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 210 }),
    source: varchar('source', { length: 16 }).notNull(), // box | member
    status: varchar('status', { length: 16 }).notNull().default('new'), // new | archived
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('comms_suggestions_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** The organisation's suggestion-box link `/suggestions/{token}`; rotating it retires the old link. */
export const commsSuggestionBoxes = pgTable(
  'comms_suggestion_boxes',
  {
    organizationId: orgId().primaryKey(),
    token: varchar('token', { length: 64 }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comms_suggestion_boxes_token_uq').on(t.token)],
);
