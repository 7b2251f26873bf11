import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { organizations, userRoles } from '@/server/db/schema';

export async function insertOrganization(db: DbOrTx, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function insertUserRole(db: DbOrTx, values: typeof userRoles.$inferInsert) {
  const [row] = await db.insert(userRoles).values(values).returning();
  return row!;
}
