import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { files } from '@/server/db/schema';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** One file of this organisation; another tenant's id finds nothing. */
export async function findFile(db: DbOrTx, organizationId: string, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.organizationId, organizationId), eq(files.id, id)));
  return row;
}

/** Which of `ids` are files of this organisation (uploaded for `purpose`, when given). */
export async function listFileIds(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  purpose?: string,
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.organizationId, organizationId),
        inArray(files.id, ids),
        purpose ? eq(files.purpose, purpose) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}
