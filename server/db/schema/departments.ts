import { sql } from 'drizzle-orm';
import { type AnyPgColumn, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgId, updatedAt } from './columns';
import { employees } from './employees';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    // The lead is one of the organisation's employees; cleared when that employee is deleted.
    leadEmployeeId: uuid('lead_employee_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('departments_org_name_uq').on(t.organizationId, sql`lower(${t.name})`)],
);

export const jobRoles = pgTable(
  'job_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('job_roles_org_title_uq').on(t.organizationId, sql`lower(${t.title})`)],
);
