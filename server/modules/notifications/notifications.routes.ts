import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { markNotificationsSchema, notificationSchema } from '@/lib/contracts/account';
import { pageQuerySchema, toMeta } from '@/lib/contracts/pagination';
import { createRouter } from '@/server/http/router';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, jsonBody, metaSchema } from '@/server/http/openapi';
import { listForUser, markRead } from './notifications.repo';

const tags = ['Notifications'];
const listSchema = z.object({
  message: z.string(),
  data: z.array(notificationSchema),
  meta: metaSchema.extend({ unread: z.number() }),
});

export function notificationsRoutes() {
  const app = createRouter();
  // GET /notifications/user — the signed-in user's notifications, newest first, with the unread count
  app.openapi(
    createRoute({
      method: 'get',
      path: '/user',
      tags,
      security: bearerAuth,
      middleware: requireSession,
      request: { query: pageQuerySchema },
      responses: {
        200: { description: 'Notifications', content: { 'application/json': { schema: listSchema } } },
      },
    }),
    async (c) => {
      const { page, perPage } = c.req.valid('query');
      const { rows, total, unread } = await listForUser(c.var.deps.db, c.var.auth.userId, page, perPage);
      const data = rows.map((n) => ({
        id: n.id,
        type: n.type,
        title: n.title,
        body: n.body,
        readAt: n.readAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
      }));
      return c.json(
        { message: c.var.t('api.ok'), data, meta: { ...toMeta(page, perPage, total), unread } },
        200,
      );
    },
  );
  // PATCH /notifications/user/mark-as-read — the given ids, or all when none are given
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/user/mark-as-read',
      tags,
      security: bearerAuth,
      middleware: requireSession,
      request: jsonBody(markNotificationsSchema),
      responses: {
        200: {
          description: 'Marked',
          content: { 'application/json': { schema: z.object({ message: z.string(), data: z.null() }) } },
        },
      },
    }),
    async (c) => {
      await markRead(c.var.deps.db, c.var.auth.userId, c.var.deps.now(), c.req.valid('json').ids);
      return c.json({ message: c.var.t('api.notificationsRead'), data: null }, 200);
    },
  );
  return app;
}
