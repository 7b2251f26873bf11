import 'server-only';
import { z } from 'zod';
import { markNotificationsSchema, notificationSchema } from '@/lib/contracts/account';
import { pageQuerySchema } from '@/lib/contracts/pagination';
import { moduleRouter } from '@/server/http/module-router';
import { jsonBody, okResponse, pagedResponse } from '@/server/http/openapi';
import { ok, paged } from '@/server/http/respond';
import { listNotifications, markNotificationsRead } from './notifications.service';

/** Mounted at `/notifications` (lib/modules.ts): the signed-in user's own notifications, in no organisation. */
export function notificationsRoutes() {
  const m = moduleRouter('notifications', ['Notifications']);
  // GET /notifications/user — the signed-in user's notifications, newest first, with the unread count
  m.openapi(
    m.route({
      method: 'get',
      path: '/user',
      access: 'user',
      request: { query: pageQuerySchema },
      responses: pagedResponse(notificationSchema, 'Notifications, newest first', { unread: z.number() }),
    }),
    async (c) => {
      // `meta` also carries the user's unread count (the bell's badge).
      return paged(c, await listNotifications(c.var.deps.db, c.var.auth.userId, c.req.valid('query')));
    },
  );
  // PATCH /notifications/user/mark-as-read — the given ids, or all when none are given
  m.openapi(
    m.route({
      method: 'patch',
      path: '/user/mark-as-read',
      access: 'user',
      request: jsonBody(markNotificationsSchema),
      responses: okResponse(z.null(), 'Marked'),
    }),
    async (c) => {
      await markNotificationsRead(
        c.var.deps.db,
        c.var.auth.userId,
        c.var.deps.now(),
        c.req.valid('json').ids,
      );
      return ok(c, 'notifications.api.notificationsRead', null);
    },
  );
  return m.build();
}
