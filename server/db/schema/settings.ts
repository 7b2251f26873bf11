import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organization';

/**
 * Organisation-wide payroll settings; payroll groups may override them. Salary breakdown percentages are
 * basis points (10000 = 100%) so they add up exactly.
 */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  toggles: jsonb('toggles')
    .$type<Record<string, boolean>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  payrollBonus: jsonb('payroll_bonus')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  salaryBreakdown: jsonb('salary_breakdown')
    .$type<{ basic: number; housing: number; transport: number; other: number }>()
    .notNull()
    .default(sql`'{"basic":5000,"housing":2500,"transport":1500,"other":1000}'::jsonb`),
  /** Ordered approvers of a payroll run: level 1 approves first. */
  approvalLevels: jsonb('approval_levels')
    .$type<{ level: number; userId: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Every admin must have MFA on (issue 33): without it a session answers only the account calls. */
  requireMfa: boolean('require_mfa').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
