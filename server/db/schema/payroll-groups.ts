import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgId, updatedAt } from './columns';

/** Payroll-group settings override the organisation's (organization_settings); null means "inherit". */
export type GroupSettings = {
  toggles?: Record<string, boolean>;
  payrollBonus?: Record<string, unknown>;
  salaryBreakdown?: { basic: number; housing: number; transport: number; other: number };
};

export const payrollGroups = pgTable(
  'payroll_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    settings: jsonb('settings')
      .$type<GroupSettings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payroll_groups_org_name_uq').on(t.organizationId, sql`lower(${t.name})`)],
);
