import 'server-only';
import { z } from 'zod';
import { markNotificationsSchema, notificationSchema } from '@/lib/contracts/account';
import { pageMetaSchema, pageQuerySchema } from '@/lib/contracts/pagination';
import { moduleRouter } from '@/server/http/module-router';
import { envelope, jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { listNotifications, markNotificationsRead } from './notifications.service';

/** A page of notifications: the paging meta plus the user's unread count (the bell's badge). */
const notificationsPage = {
  200: {
    description: 'Notifications, newest first',
    content: {
      'application/json': {
        schema: envelope(z.array(notificationSchema)).extend({
          meta: pageMetaSchema.extend({ unread: z.number() }),
        }),
      },
    },
  },
};

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
      responses: notificationsPage,
    }),
    async (c) => {
      const page = await listNotifications(c.var.deps.db, c.var.auth.userId, c.req.valid('query'));
      // paged() (server/http/respond.ts) types `meta` as the plain page meta; this one also carries `unread`.
      return c.json({ message: c.var.t('api.ok'), data: page.data, meta: page.meta }, 200);
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
      return ok(c, 'api.notificationsRead', null);
    },
  );
  return m.build();
}
