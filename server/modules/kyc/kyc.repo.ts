import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { kycSubmissions, organizations } from '@/server/db/schema';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;

/** The organisation's KYC state, row-locked so concurrent submissions queue behind each other. */
export async function lockOrganizationKyc(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id, country: organizations.country, kycStatus: organizations.kycStatus })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
}

export function setOrganizationKycStatus(db: DbOrTx, organizationId: string, kycStatus: string) {
  return db.update(organizations).set({ kycStatus }).where(eq(organizations.id, organizationId));
}

export async function insertKycSubmission(
  db: DbOrTx,
  values: typeof kycSubmissions.$inferInsert,
): Promise<KycSubmissionRow> {
  const [row] = await db.insert(kycSubmissions).values(values).returning();
  return row!;
}

export async function updateKycSubmission(
  db: DbOrTx,
  id: string,
  values: Partial<typeof kycSubmissions.$inferInsert>,
) {
  const [row] = await db.update(kycSubmissions).set(values).where(eq(kycSubmissions.id, id)).returning();
  return row!;
}

export async function findLatestKycSubmission(
  db: DbOrTx,
  organizationId: string,
): Promise<KycSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.organizationId, organizationId))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1);
  return row;
}
