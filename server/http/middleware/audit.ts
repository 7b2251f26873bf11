import 'server-only';
import { createMiddleware } from 'hono/factory';
import { recordAudit } from '@/server/modules/audit/audit.service';
import type { AppEnv } from '../context';
import { routeTemplate } from '../route-template';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const stripPrefix = (path: string) => (path.startsWith('/api/v1') ? path.slice(7) || '/' : path);

async function responseData(res: Response): Promise<unknown> {
  if (!res.headers.get('content-type')?.includes('application/json')) return null;
  try {
    const body = (await res.clone().json()) as { data?: unknown };
    return body?.data ?? null;
  } catch {
    return null;
  }
}

/**
 * Platform audit trail (ARCHITECTURE.md §3): every successful (2xx) write on an organisation-scoped route,
 * i.e. one that ran requireOrganization, leaves one row: actor, `METHOD /route`, entity (first path
 * segment), the first uuid in the path, `before` (what a service put in `auditBefore`) and `after` (the
 * response's `data`). Redaction of secrets happens in recordAudit. Reads, failures and routes without an
 * organisation (sign-in, webhooks) write nothing here; the funding webhook records its own row.
 */
export const auditTrail = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Routes on the module router write their audit row inside their own transaction.
  if (c.get('module') || READ_METHODS.has(c.req.method) || c.get('skipAudit')) return;
  if (c.res.status < 200 || c.res.status >= 300) return;
  const organizationId = c.get('organizationId');
  if (!organizationId) return;

  const segments = stripPrefix(c.req.path).split('/').filter(Boolean);
  try {
    await recordAudit(c.var.deps.db, {
      organizationId,
      actorUserId: c.var.auth?.userId ?? null,
      action: `${c.req.method} ${routeTemplate(c)}`,
      entity: segments[0] ?? 'root',
      entityId: segments.find((s) => UUID.test(s)) ?? null,
      before: c.get('auditBefore'),
      after: await responseData(c.res),
      requestId: c.var.requestId,
      ip: c.var.ip,
    });
  } catch (error) {
    // The change itself has already committed (money may have moved): answering 500 now would make the
    // client retry or report a failure for something that happened. So the response stands, and the
    // missing audit row is logged loudly with the request id for follow-up.
    c.var.log.error({ err: error, method: c.req.method, path: c.req.path }, 'audit row not written');
  }
});

/**
 * For POST routes that change nothing (checking a sheet, asking a bank who holds an account): no audit row,
 * so the log holds changes only and never a 10,000-row report.
 */
export const skipAudit = createMiddleware<AppEnv>(async (c, next) => {
  c.set('skipAudit', true);
  await next();
});
