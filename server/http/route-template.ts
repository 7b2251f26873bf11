import 'server-only';
import type { Context } from 'hono';
import type { AuditSource } from '@/server/modules/audit/audit.service';
import type { AppEnv } from './context';

const API_PREFIX = '/api/v1';

const stripPrefix = (path: string) =>
  path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path;

/** The matched route's template in the spec's style (`/wallets/{wallet_id}/simulate-funding`), else the path. */
export function routeTemplate(c: Context<AppEnv>): string {
  const template =
    c.req.routePath && c.req.routePath !== '/*' && c.req.routePath !== '*' ? c.req.routePath : c.req.path;
  return (
    stripPrefix(template)
      .replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')
      .replace(/\/$/, '') || '/'
  );
}

/** The audit source of the request being answered (a change a service records in its own audit rows). */
export const auditSource = (c: Context<AppEnv>): AuditSource => ({
  action: `${c.req.method} ${routeTemplate(c)}`,
  ip: c.var.ip ?? null,
  requestId: c.var.requestId ?? null,
});
