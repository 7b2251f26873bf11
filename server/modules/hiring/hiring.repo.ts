import 'server-only';
import { and, count, desc, eq, gt, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import {
  jobApplicationNotes,
  jobApplications,
  jobInterviews,
  jobOffers,
  jobPostings,
} from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';

export type JobRow = typeof jobPostings.$inferSelect;
export type ApplicationRow = typeof jobApplications.$inferSelect;
export type InterviewRow = typeof jobInterviews.$inferSelect;
export type OfferRow = typeof jobOffers.$inferSelect;

// ——— Jobs ———
function jobConditions(organizationId: string, f: { status?: string; search?: string }): SQL | undefined {
  return and(
    eq(jobPostings.organizationId, organizationId),
    f.status ? eq(jobPostings.status, f.status) : undefined,
    f.search
      ? or(
          ilike(jobPostings.title, containsPattern(f.search)),
          ilike(jobPostings.location, containsPattern(f.search)),
        )
      : undefined,
  );
}

export function listJobs(
  db: DbOrTx,
  organizationId: string,
  f: { status?: string; search?: string; limit: number; offset: number },
) {
  return db
    .select()
    .from(jobPostings)
    .where(jobConditions(organizationId, f))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countJobs(db: DbOrTx, organizationId: string, f: { status?: string; search?: string }) {
  const [row] = await db.select({ n: count() }).from(jobPostings).where(jobConditions(organizationId, f));
  return row?.n ?? 0;
}

export async function findJob(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, id)));
  return row;
}

/** A job by id alone: only for the public apply call, which then checks the job is open. */
export async function findJobById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
  return row;
}

/** Active jobs whose closing date (if any) is today or later: the careers page's list. */
export function listOpenJobs(db: DbOrTx, organizationId: string, today: string) {
  return db
    .select()
    .from(jobPostings)
    .where(
      and(
        eq(jobPostings.organizationId, organizationId),
        eq(jobPostings.status, 'active'),
        or(sql`${jobPostings.closingDate} is null`, gte(jobPostings.closingDate, today)),
      ),
    )
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}

export async function insertJob(db: DbOrTx, values: typeof jobPostings.$inferInsert) {
  const [row] = await db.insert(jobPostings).values(values).returning();
  return row!;
}

export function updateJob(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof jobPostings.$inferInsert>,
) {
  return db
    .update(jobPostings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, id)));
}

export function deleteJob(db: DbOrTx, organizationId: string, id: string) {
  return db
    .delete(jobPostings)
    .where(and(eq(jobPostings.organizationId, organizationId), eq(jobPostings.id, id)));
}

/** Applications per job and stage. */
export function countStages(db: DbOrTx, organizationId: string, jobIds: string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .select({ jobId: jobApplications.jobId, stage: jobApplications.stage, n: count() })
    .from(jobApplications)
    .where(and(eq(jobApplications.organizationId, organizationId), inArray(jobApplications.jobId, jobIds)))
    .groupBy(jobApplications.jobId, jobApplications.stage);
}

// ——— Applications ———
export async function insertApplication(db: DbOrTx, values: typeof jobApplications.$inferInsert) {
  const [row] = await db.insert(jobApplications).values(values).returning();
  return row!;
}

export async function findApplicationByEmail(db: DbOrTx, jobId: string, email: string) {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), sql`lower(${jobApplications.email}) = lower(${email})`));
  return row;
}

/** Applications sent from one client address since `since` (the apply rate limit). */
export async function countApplicationsFrom(db: DbOrTx, clientIp: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(and(eq(jobApplications.clientIp, clientIp), gte(jobApplications.createdAt, since)));
  return row?.n ?? 0;
}

export function listApplications(
  db: DbOrTx,
  organizationId: string,
  jobId: string,
  f: { stage?: string; search?: string },
) {
  const term = f.search ? containsPattern(f.search) : undefined;
  return db
    .select()
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.organizationId, organizationId),
        eq(jobApplications.jobId, jobId),
        f.stage ? eq(jobApplications.stage, f.stage) : undefined,
        term
          ? or(
              ilike(jobApplications.firstName, term),
              ilike(jobApplications.lastName, term),
              ilike(jobApplications.email, term),
              ilike(sql`${jobApplications.firstName} || ' ' || ${jobApplications.lastName}`, term),
            )
          : undefined,
      ),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
}

export async function findApplication(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.organizationId, organizationId), eq(jobApplications.id, id)))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findApplicationById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}

export function updateApplication(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof jobApplications.$inferInsert>,
) {
  return db
    .update(jobApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobApplications.organizationId, organizationId), eq(jobApplications.id, id)));
}

// ——— Interviews ———
export async function insertInterview(db: DbOrTx, values: typeof jobInterviews.$inferInsert) {
  const [row] = await db.insert(jobInterviews).values(values).returning();
  return row!;
}

export function listNotes(db: DbOrTx, organizationId: string, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(jobApplicationNotes)
    .where(
      and(
        eq(jobApplicationNotes.organizationId, organizationId),
        inArray(jobApplicationNotes.applicationId, applicationIds),
      ),
    )
    .orderBy(jobApplicationNotes.createdAt, jobApplicationNotes.id);
}

export async function insertNote(db: DbOrTx, values: typeof jobApplicationNotes.$inferInsert) {
  await db.insert(jobApplicationNotes).values(values);
}

export function listInterviews(db: DbOrTx, organizationId: string, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(jobInterviews)
    .where(
      and(
        eq(jobInterviews.organizationId, organizationId),
        inArray(jobInterviews.applicationId, applicationIds),
      ),
    )
    .orderBy(jobInterviews.startsAt);
}

// ——— Offers ———
export async function insertOffer(db: DbOrTx, values: typeof jobOffers.$inferInsert) {
  const [row] = await db.insert(jobOffers).values(values).returning();
  return row!;
}

export function listOffers(db: DbOrTx, organizationId: string, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(jobOffers)
    .where(
      and(eq(jobOffers.organizationId, organizationId), inArray(jobOffers.applicationId, applicationIds)),
    )
    .orderBy(desc(jobOffers.createdAt));
}

export async function findOffer(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.organizationId, organizationId), eq(jobOffers.id, id)));
  return row;
}

export async function findOfferByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(jobOffers).where(eq(jobOffers.tokenHash, tokenHash));
  return row;
}

/**
 * Moves an offer on only if it is still in one of `from` (and unexpired when `notExpiredAt` is given):
 * two answers at once, or an answer racing a rescind, cannot both win. Returns the row, or undefined.
 */
export async function transitionOffer(
  db: DbOrTx,
  id: string,
  from: string[],
  values: Partial<typeof jobOffers.$inferInsert>,
  notExpiredAt?: Date,
) {
  const [row] = await db
    .update(jobOffers)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(jobOffers.id, id),
        inArray(jobOffers.status, from),
        notExpiredAt ? gt(jobOffers.expiresAt, notExpiredAt) : undefined,
      ),
    )
    .returning();
  return row;
}
