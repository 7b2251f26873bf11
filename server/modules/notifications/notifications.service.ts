import 'server-only';
import type { Notification } from '@/lib/contracts/account';
import { pageOf, type PageMeta, type PageQuery, type Paged } from '@/lib/contracts/pagination';
import type { DbOrTx } from '@/server/db/client';
import type { notifications } from '@/server/db/schema';
import * as repo from './notifications.repo';

/**
 * What other modules call to notify a user: inside their own transaction (`db` may be one), so a change and
 * its notification commit or roll back together.
 */
export function notifyUser(db: DbOrTx, values: typeof notifications.$inferInsert) {
  return repo.insertNotification(db, values);
}

/** A page of the user's notifications, newest first; `meta.unread` counts all their unread ones. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  q: PageQuery,
): Promise<Paged<Notification> & { meta: PageMeta & { unread: number } }> {
  const { rows, total, unread } = await repo.listForUser(db, userId, q.page, q.perPage);
  const page = pageOf(
    rows.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      body: n.body,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    })),
    total,
    q,
  );
  return { data: page.data, meta: { ...page.meta, unread } };
}

/** Marks the given notifications (or all) of the user as read; other users' ids change nothing. */
export async function markNotificationsRead(db: DbOrTx, userId: string, now: Date, ids?: string[]) {
  await repo.markRead(db, userId, now, ids);
}
