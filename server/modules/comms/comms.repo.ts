import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import {
  comms,
  commsPollOptions,
  commsPollResponses,
  commsPollVotes,
  commsRecipients,
} from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';

export type CommRow = typeof comms.$inferSelect;
export type RecipientRow = typeof commsRecipients.$inferSelect;

/** A poll is open while not closed early and before its closing time; announcements are never open. */
export const openAt = (now: Date) =>
  and(
    eq(comms.type, 'poll'),
    isNull(comms.closedAt),
    or(isNull(comms.closesAt), sql`${comms.closesAt} > ${now.toISOString()}`),
  )!;

type ListFilter = { type?: string; status?: 'open' | 'closed'; search?: string; now: Date };

function listConditions(organizationId: string, f: ListFilter): SQL | undefined {
  const open = openAt(f.now);
  return and(
    eq(comms.organizationId, organizationId),
    f.type ? eq(comms.type, f.type) : undefined,
    f.status === 'open'
      ? open
      : f.status === 'closed'
        ? and(eq(comms.type, 'poll'), sql`not (${open})`)
        : undefined,
    f.search
      ? or(ilike(comms.question, containsPattern(f.search)), ilike(comms.title, containsPattern(f.search)))
      : undefined,
  );
}

export function listComms(
  db: DbOrTx,
  organizationId: string,
  f: ListFilter & { limit: number; offset: number },
) {
  return db
    .select()
    .from(comms)
    .where(listConditions(organizationId, f))
    .orderBy(desc(comms.createdAt), desc(comms.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countComms(db: DbOrTx, organizationId: string, f: ListFilter) {
  const [row] = await db.select({ n: count() }).from(comms).where(listConditions(organizationId, f));
  return row?.n ?? 0;
}

export async function findComm(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(comms)
    .where(and(eq(comms.organizationId, organizationId), eq(comms.id, id)));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function findCommBySharedToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(comms).where(eq(comms.sharedToken, token));
  return row;
}

export async function insertComm(db: DbOrTx, values: typeof comms.$inferInsert) {
  const [row] = await db.insert(comms).values(values).returning();
  return row!;
}

export function updateComm(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof comms.$inferInsert>,
) {
  return db
    .update(comms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(comms.organizationId, organizationId), eq(comms.id, id)));
}

export function insertOptions(db: DbOrTx, values: (typeof commsPollOptions.$inferInsert)[]) {
  return db.insert(commsPollOptions).values(values).returning();
}

export function listOptions(db: DbOrTx, organizationId: string, commId: string) {
  return db
    .select({ id: commsPollOptions.id, label: commsPollOptions.label })
    .from(commsPollOptions)
    .where(and(eq(commsPollOptions.organizationId, organizationId), eq(commsPollOptions.commId, commId)))
    .orderBy(asc(commsPollOptions.position));
}

/** Many rows per statement: thousands of recipients in a few round trips. */
export async function insertRecipients(db: DbOrTx, values: (typeof commsRecipients.$inferInsert)[]) {
  for (let i = 0; i < values.length; i += 500)
    await db.insert(commsRecipients).values(values.slice(i, i + 500));
}

export async function findRecipientByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(commsRecipients).where(eq(commsRecipients.tokenHash, tokenHash));
  return row;
}

/** Flips `answered` once: of any number of concurrent calls for one link exactly one gets the row back. */
export async function claimRecipient(db: DbOrTx, id: string) {
  const [row] = await db
    .update(commsRecipients)
    .set({ answered: true })
    .where(and(eq(commsRecipients.id, id), eq(commsRecipients.answered, false)))
    .returning({ id: commsRecipients.id });
  return row;
}

export async function insertResponse(db: DbOrTx, values: typeof commsPollResponses.$inferInsert) {
  const [row] = await db
    .insert(commsPollResponses)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: commsPollResponses.id });
  return row;
}

export function insertVotes(db: DbOrTx, values: (typeof commsPollVotes.$inferInsert)[]) {
  return db.insert(commsPollVotes).values(values);
}

export async function findBrowserResponse(db: DbOrTx, commId: string, browserHash: string) {
  const [row] = await db
    .select({ id: commsPollResponses.id })
    .from(commsPollResponses)
    .where(and(eq(commsPollResponses.commId, commId), eq(commsPollResponses.browserHash, browserHash)));
  return row;
}

/** Per comm: all answers, and those through the shared link (shown apart). */
export async function countResponses(db: DbOrTx, organizationId: string, commIds: string[]) {
  if (commIds.length === 0) return new Map<string, { all: number; shared: number }>();
  const rows = await db
    .select({
      commId: commsPollResponses.commId,
      all: count(),
      shared: sql<number>`count(*) filter (where ${commsPollResponses.via} = 'shared')`.mapWith(Number),
    })
    .from(commsPollResponses)
    .where(
      and(eq(commsPollResponses.organizationId, organizationId), inArray(commsPollResponses.commId, commIds)),
    )
    .groupBy(commsPollResponses.commId);
  return new Map(rows.map((r) => [r.commId, { all: r.all, shared: r.shared }]));
}

export function countVotesByOption(db: DbOrTx, organizationId: string, commId: string) {
  return db
    .select({ optionId: commsPollVotes.optionId, n: count() })
    .from(commsPollVotes)
    .where(and(eq(commsPollVotes.organizationId, organizationId), eq(commsPollVotes.commId, commId)))
    .groupBy(commsPollVotes.optionId);
}

export function countResponsesByDay(db: DbOrTx, organizationId: string, commId: string) {
  const day = sql<string>`to_char(${commsPollResponses.answeredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, n: count() })
    .from(commsPollResponses)
    .where(and(eq(commsPollResponses.organizationId, organizationId), eq(commsPollResponses.commId, commId)))
    .groupBy(day)
    .orderBy(day);
}

export function countRecipientsByDepartment(db: DbOrTx, organizationId: string, commId: string) {
  return db
    .select({ departmentId: commsRecipients.departmentId, n: count() })
    .from(commsRecipients)
    .where(and(eq(commsRecipients.organizationId, organizationId), eq(commsRecipients.commId, commId)))
    .groupBy(commsRecipients.departmentId);
}

/**
 * Answers through personal links per recipient department. Shared-link answers belong to no recipient, so to no
 * department: they are counted apart (`countResponses`), never as "No department".
 */
export function countResponsesByDepartment(db: DbOrTx, organizationId: string, commId: string) {
  return db
    .select({ departmentId: commsPollResponses.departmentId, n: count() })
    .from(commsPollResponses)
    .where(
      and(
        eq(commsPollResponses.organizationId, organizationId),
        eq(commsPollResponses.commId, commId),
        eq(commsPollResponses.via, 'personal'),
      ),
    )
    .groupBy(commsPollResponses.departmentId);
}

/** Votes through personal links per recipient department and option (see `countResponsesByDepartment`). */
export function countVotesByDepartment(db: DbOrTx, organizationId: string, commId: string) {
  return db
    .select({ departmentId: commsPollResponses.departmentId, optionId: commsPollVotes.optionId, n: count() })
    .from(commsPollVotes)
    .innerJoin(commsPollResponses, eq(commsPollResponses.id, commsPollVotes.responseId))
    .where(
      and(
        eq(commsPollVotes.organizationId, organizationId),
        eq(commsPollVotes.commId, commId),
        eq(commsPollResponses.via, 'personal'),
      ),
    )
    .groupBy(commsPollResponses.departmentId, commsPollVotes.optionId);
}

/** A named poll's answers with who gave them (the xlsx download); never called for anonymous polls. */
export function listNamedAnswers(db: DbOrTx, organizationId: string, commId: string) {
  return db
    .select({
      responseId: commsPollResponses.id,
      name: commsRecipients.name,
      email: commsRecipients.email,
      departmentId: commsPollResponses.departmentId,
      via: commsPollResponses.via,
      answeredAt: commsPollResponses.answeredAt,
      optionId: commsPollVotes.optionId,
    })
    .from(commsPollResponses)
    .leftJoin(commsRecipients, eq(commsRecipients.id, commsPollResponses.recipientId))
    .innerJoin(commsPollVotes, eq(commsPollVotes.responseId, commsPollResponses.id))
    .where(and(eq(commsPollResponses.organizationId, organizationId), eq(commsPollResponses.commId, commId)))
    .orderBy(asc(commsPollResponses.answeredAt));
}

/**
 * Claims up to `limit` unmailed recipients of the comm by stamping them mailed, and answers them. SKIP LOCKED:
 * two workers (a redelivered job beside the first) claim different people, so nobody is mailed twice.
 */
export async function claimUnmailed(db: DbOrTx, commId: string, limit: number, at: Date) {
  const next = db
    .select({ id: commsRecipients.id })
    .from(commsRecipients)
    .where(and(eq(commsRecipients.commId, commId), isNull(commsRecipients.mailedAt)))
    .orderBy(asc(commsRecipients.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(commsRecipients)
    .set({ mailedAt: at })
    .where(inArray(commsRecipients.id, next))
    .returning();
}

/** Gives back the claims of people whose mail the transport refused: the job's retry mails them. */
export async function releaseClaims(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(commsRecipients).set({ mailedAt: null }).where(inArray(commsRecipients.id, ids));
}
