import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, orgId, updatedAt } from './columns';
import { departments, jobRoles } from './departments';

/** A screening question asked on the apply form (issue 17): short text or yes/no. */
export type JobQuestion = { id: string; label: string; kind: 'text' | 'yes_no'; required: boolean };

/** A job posting. `status` is `active` or `in-active`; only active, unexpired postings show on the careers page. */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    title: varchar('title', { length: 160 }).notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    jobRoleId: uuid('job_role_id').references(() => jobRoles.id, { onDelete: 'set null' }),
    employmentType: varchar('employment_type', { length: 20 }).notNull(),
    location: varchar('location', { length: 160 }),
    remote: boolean('remote').notNull().default(false),
    description: text('description').notNull(),
    requirements: text('requirements'),
    // Money in minor units (kobo for NGN).
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    currency: char('currency', { length: 3 }).notNull(),
    showSalary: boolean('show_salary').notNull().default(false),
    openings: integer('openings').notNull().default(1),
    closingDate: date('closing_date', { mode: 'string' }),
    questions: jsonb('questions').$type<JobQuestion[]>().notNull().default([]),
    status: varchar('status', { length: 12 }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_postings_org_status_idx').on(t.organizationId, t.status, t.createdAt)],
);

/** An application to a posting, moving through `applied → screening → interview → offer → hired` (or `rejected`). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    // Restrict: a job with applications cannot be deleted (deactivated instead).
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'restrict' }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    coverLetter: text('cover_letter'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    // The CV's bytes live in the files module's storage under `hiring/<org>/<id>`; this row is its index.
    cvFileName: varchar('cv_file_name', { length: 255 }).notNull(),
    cvContentType: varchar('cv_content_type', { length: 100 }).notNull(),
    cvSizeBytes: integer('cv_size_bytes').notNull(),
    cvStorageKey: varchar('cv_storage_key', { length: 500 }).notNull(),
    stage: varchar('stage', { length: 12 }).notNull().default('applied'),
    rejectionReason: text('rejection_reason'),
    clientIp: varchar('client_ip', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_job_email_uq').on(t.jobId, sql`lower(${t.email})`),
    index('job_applications_org_job_stage_idx').on(t.organizationId, t.jobId, t.stage),
    index('job_applications_ip_created_idx').on(t.clientIp, t.createdAt),
  ],
);

/** The hiring team's notes on an application, newest last; the author's name is kept as it was written. */
export const jobApplicationNotes = pgTable(
  'job_application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    authorName: varchar('author_name', { length: 120 }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_application_notes_org_application_idx').on(t.organizationId, t.applicationId)],
);

/** An interview booked for an application; the applicant and interviewers get an .ics invite. */
export const jobInterviews = pgTable(
  'job_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: varchar('mode', { length: 12 }).notNull(),
    location: varchar('location', { length: 200 }),
    link: varchar('link', { length: 500 }),
    interviewerIds: jsonb('interviewer_ids').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('job_interviews_org_application_idx').on(t.organizationId, t.applicationId)],
);

/**
 * An offer answered by the applicant through `/offer/{token}`. Only the token's SHA-256 digest is stored.
 * `expired` is derived from `expires_at` when read; at most one open (sent or viewed) offer per application.
 */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    salary: bigint('salary', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    message: text('message'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('sent'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_offers_token_uq').on(t.tokenHash),
    uniqueIndex('job_offers_open_uq')
      .on(t.applicationId)
      .where(sql`${t.status} in ('sent', 'viewed')`),
    index('job_offers_org_application_idx').on(t.organizationId, t.applicationId),
  ],
);
