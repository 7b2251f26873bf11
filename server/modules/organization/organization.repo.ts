import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { consultantOrganizations, consultants, organizations } from '@/server/db/schema';

export async function insertOrganization(db: DbOrTx, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function insertConsultant(db: DbOrTx, values: typeof consultants.$inferInsert) {
  const [row] = await db.insert(consultants).values(values).returning();
  return row!;
}

export async function linkConsultantOrganization(db: DbOrTx, consultantId: string, organizationId: string) {
  await db.insert(consultantOrganizations).values({ consultantId, organizationId });
}

/** The client organisations of the given consultancies, by name. */
export function listConsultantOrganizations(db: DbOrTx, consultantIds: string[]) {
  if (consultantIds.length === 0) return Promise.resolve([]);
  return db
    .select({ organization: organizations, consultantId: consultantOrganizations.consultantId })
    .from(consultantOrganizations)
    .innerJoin(organizations, eq(organizations.id, consultantOrganizations.organizationId))
    .where(inArray(consultantOrganizations.consultantId, consultantIds))
    .orderBy(organizations.name);
}

export async function findOrganization(db: DbOrTx, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The organisation's KYC state, row-locked until the transaction ends. */
export async function lockOrganizationKyc(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: organizations.id, country: organizations.country, kycStatus: organizations.kycStatus })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update');
  return row;
}

export async function updateOrganization(
  db: DbOrTx,
  id: string,
  values: Partial<typeof organizations.$inferInsert>,
) {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row;
}

/**
 * The organisation whose name matches, ignoring case, or whose slug matches (`Demo Foods Ltd` →
 * `demo-foods-ltd`; the SQL computes the same slug as `slugify`). Names are not unique, so the oldest such
 * organisation answers (the careers link of the first to register keeps working).
 */
export async function findOrganizationByName(db: DbOrTx, name: string, slug: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      sql`lower(${organizations.name}) = lower(${name}) or (${slug} <> '' and trim(both '-' from regexp_replace(lower(${organizations.name}), '[^a-z0-9]+', '-', 'g')) = ${slug})`,
    )
    .orderBy(asc(organizations.createdAt), asc(organizations.id))
    .limit(1);
  return row;
}
