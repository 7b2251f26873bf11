import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { kycSubmissions } from '@/server/db/schema';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;

/**
 * The organisation's KYC status lives in the organisations table, which only the organisation module writes.
 * Re-exported under its old name for the demo seed (server/seed/demo-organization.ts), which is not this
 * module's file; KYC code calls the organisation service directly.
 */
export { setKycStatus as setOrganizationKycStatus } from '@/server/modules/organization/organization.service';

export async function insertKycSubmission(
  db: DbOrTx,
  values: typeof kycSubmissions.$inferInsert,
): Promise<KycSubmissionRow> {
  const [row] = await db.insert(kycSubmissions).values(values).returning();
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
