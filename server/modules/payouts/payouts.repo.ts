import 'server-only';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { BANK_CHANGE_HOLD } from '@/lib/payout-failures';
import type { DbOrTx } from '@/server/db/client';
import { payouts } from '@/server/db/schema';
import type { PayoutCounts, PayoutRow } from './payout-types';

export function insertPayouts(db: DbOrTx, values: (typeof payouts.$inferInsert)[]) {
  return db.insert(payouts).values(values).returning();
}

export function findPayoutsByIds(db: DbOrTx, ids: string[]) {
  return ids.length
    ? db.select().from(payouts).where(inArray(payouts.id, ids))
    : Promise.resolve([] as PayoutRow[]);
}

export function findPayoutsByReferences(db: DbOrTx, references: string[]) {
  return references.length
    ? db.select().from(payouts).where(inArray(payouts.reference, references))
    : Promise.resolve([] as PayoutRow[]);
}

/** Locks the payouts with these references for the rest of the transaction. */
export function lockPayoutsByReference(db: DbOrTx, references: string[]) {
  return db.select().from(payouts).where(inArray(payouts.reference, references)).for('update');
}

/**
 * pending → processing for the ones still pending, stamped with the rail that sends them unless they were
 * created on one (their organisation's choice); returns every row asked for that is processing now.
 */
export async function claimPayouts(db: DbOrTx, ids: string[], now: Date, provider: string) {
  await db
    .update(payouts)
    .set({
      status: 'processing',
      provider: sql`coalesce(${payouts.provider}, ${provider})`,
      sentAt: now,
      updatedAt: now,
    })
    .where(and(inArray(payouts.id, ids), eq(payouts.status, 'pending')));
  return db
    .select()
    .from(payouts)
    .where(and(inArray(payouts.id, ids), eq(payouts.status, 'processing')));
}

export function updatePayout(db: DbOrTx, id: string, values: Partial<typeof payouts.$inferInsert>) {
  return db.update(payouts).set(values).where(eq(payouts.id, id));
}

/** Sets the status of these payouts (e.g. processing → held); only those now in one of `from`. */
export function setStatus(
  db: DbOrTx,
  ids: string[],
  from: PayoutRow['status'][],
  values: Pick<typeof payouts.$inferInsert, 'status' | 'failureReason' | 'updatedAt'>,
) {
  if (ids.length === 0) return Promise.resolve([] as { id: string }[]);
  return db
    .update(payouts)
    .set(values)
    .where(and(inArray(payouts.id, ids), inArray(payouts.status, from)))
    .returning({ id: payouts.id });
}

/** Latest attempt per subject, counted by status. */
export async function countLatest(
  db: DbOrTx,
  organizationId: string,
  source: string,
  sourceId: string,
): Promise<PayoutCounts> {
  const result = (await db.execute(sql`
    select status, count(*)::int as n from (
      select distinct on (subject_id) status from payouts
      where organization_id = ${organizationId} and source = ${source} and source_id = ${sourceId}
      order by subject_id, attempt desc
    ) latest group by status`)) as unknown as { rows: { status: PayoutRow['status']; n: number }[] };
  const counts: PayoutCounts = {
    pending: 0,
    processing: 0,
    needs_otp: 0,
    held: 0,
    paid: 0,
    failed: 0,
    reversed: 0,
  };
  for (const r of result.rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Latest attempt per subject of one batch (or only the given subjects). */
export async function listLatest(
  db: DbOrTx,
  organizationId: string,
  source: string,
  sourceId: string,
  subjectIds?: string[],
) {
  if (subjectIds && subjectIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([payouts.subjectId])
    .from(payouts)
    .where(
      and(
        eq(payouts.organizationId, organizationId),
        eq(payouts.source, source),
        eq(payouts.sourceId, sourceId),
        subjectIds ? inArray(payouts.subjectId, subjectIds) : undefined,
      ),
    )
    .orderBy(payouts.subjectId, sql`${payouts.attempt} desc`);
  return rows;
}

/** Latest attempt per subject, whatever the batch (subjects are unique per source: a row of a run, an advance). */
export async function listLatestForSubjects(
  db: DbOrTx,
  organizationId: string,
  source: string,
  subjectIds: string[],
) {
  if (subjectIds.length === 0) return [];
  return db
    .selectDistinctOn([payouts.subjectId])
    .from(payouts)
    .where(
      and(
        eq(payouts.organizationId, organizationId),
        eq(payouts.source, source),
        inArray(payouts.subjectId, subjectIds),
      ),
    )
    .orderBy(payouts.subjectId, sql`${payouts.attempt} desc`);
}

/** Amounts by status and currency of a batch's latest attempts. */
export async function sumLatest(db: DbOrTx, organizationId: string, source: string, sourceId: string) {
  const result = (await db.execute(sql`
    select status, currency, count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount from (
      select distinct on (subject_id) status, currency, amount from payouts
      where organization_id = ${organizationId} and source = ${source} and source_id = ${sourceId}
      order by subject_id, attempt desc
    ) latest group by status, currency order by currency, status`)) as unknown as {
    rows: { status: PayoutRow['status']; currency: string; n: number; amount: string | number }[];
  };
  return result.rows.map((r) => ({
    status: r.status,
    currency: r.currency,
    count: Number(r.n),
    amount: Number(r.amount),
  }));
}

/**
 * Payouts not finished whose last change is older than `before` (sent: processing, needs_otp) or
 * `pendingBefore` (never sent): the sweep's work (crashed workers).
 */
export function listStale(db: DbOrTx, before: Date, pendingBefore: Date, limit: number) {
  return db
    .select({ id: payouts.id, status: payouts.status })
    .from(payouts)
    .where(
      or(
        and(inArray(payouts.status, ['processing', 'needs_otp']), lt(payouts.updatedAt, before)),
        and(eq(payouts.status, 'pending'), lt(payouts.updatedAt, pendingBefore)),
      ),
    )
    .limit(limit);
}

/** Held payouts of one batch (the provider lacked balance): what resumeHeld sends again. */
export function listHeld(db: DbOrTx, organizationId: string, source: string, sourceId: string) {
  return db
    .select()
    .from(payouts)
    .where(heldIn(organizationId, source, sourceId));
}

/** The held payouts of one batch (source, source id) of an organisation. */
const heldIn = (organizationId: string, source: string, sourceId: string) =>
  and(
    eq(payouts.organizationId, organizationId),
    eq(payouts.source, source),
    eq(payouts.sourceId, sourceId),
    eq(payouts.status, 'held'),
  );

/**
 * Whether a batch has a payout the provider held (its other payouts wait rather than meet the same refusal).
 * A payout held for an unconfirmed bank change (`bank_change_pending:…`) says nothing about the provider.
 */
export async function batchHasHeld(db: DbOrTx, organizationId: string, source: string, sourceId: string) {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        heldIn(organizationId, source, sourceId),
        sql`coalesce(${payouts.failureReason}, '') not like ${`${BANK_CHANGE_HOLD}:%`}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Latest attempts of a batch still in flight whose last change is older than `before` (listed as stuck). */
export async function countStuck(
  db: DbOrTx,
  organizationId: string,
  source: string,
  sourceId: string,
  before: Date,
) {
  const result = (await db.execute(sql`
    select count(*)::int as n from (
      select distinct on (subject_id) status, updated_at from payouts
      where organization_id = ${organizationId} and source = ${source} and source_id = ${sourceId}
      order by subject_id, attempt desc
    ) latest where status in ('pending', 'processing', 'needs_otp') and updated_at < ${before.toISOString()}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}
