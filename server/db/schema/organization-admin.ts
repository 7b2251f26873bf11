import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { organizations } from './organization';

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
    directors: jsonb('directors').$type<{ name: string; email?: string; phone?: string; idNumber?: string }[]>().notNull(),
    documentFileIds: jsonb('document_file_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Why a submission was rejected, one message key or text per problem. */
    reasons: jsonb('reasons').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_submissions_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * Organisation-wide payroll settings; payroll groups may override them. Salary breakdown percentages are
 * basis points (10000 = 100%) so they add up exactly.
 */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  toggles: jsonb('toggles').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  payrollBonus: jsonb('payroll_bonus').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  salaryBreakdown: jsonb('salary_breakdown')
    .$type<{ basic: number; housing: number; transport: number; other: number }>()
    .notNull()
    .default(sql`'{"basic":5000,"housing":2500,"transport":1500,"other":1000}'::jsonb`),
  /** Ordered approvers of a payroll run: level 1 approves first. */
  approvalLevels: jsonb('approval_levels').$type<{ level: number; userId: string }[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_invitations_org_idx').on(t.organizationId, t.createdAt), index('admin_invitations_token_idx').on(t.tokenHash)],
);

/** Who changed what, when, with the record before and after — written by platform middleware. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: varchar('request_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_org_created_idx').on(t.organizationId, t.createdAt), index('audit_logs_org_entity_idx').on(t.organizationId, t.entity)],
);
