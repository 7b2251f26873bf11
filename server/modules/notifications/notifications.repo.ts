import 'server-only';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { notifications } from '@/server/db/schema';

export async function listForUser(db: DbOrTx, userId: string, page: number, perPage: number) {
  const where = eq(notifications.userId, userId);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(where),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(where, isNull(notifications.readAt))),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks the given notifications (or all) of this user as read; other users' ids are ignored. */
export function markRead(db: DbOrTx, userId: string, now: Date, ids?: string[]) {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  return db
    .update(notifications)
    .set({ readAt: now })
    .where(ids?.length ? and(mine, inArray(notifications.id, ids)) : mine);
}

export function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert) {
  return db.insert(notifications).values(values);
}
