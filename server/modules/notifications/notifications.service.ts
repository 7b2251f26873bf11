import 'server-only';
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
