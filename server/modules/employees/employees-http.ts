import 'server-only';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, metaSchema, pagedOkResponse } from '@/server/http/openapi';
import type { createRouter } from '@/server/http/router';

/** What the employees route files share: the guard, the paged response shape and partial-body handling. */

export type EmployeesRouter = ReturnType<typeof createRouter>;

/** Every employees route, reads included, needs the `employees` permission: salaries and bank details are sensitive. */
export const guarded = {
  tags: ['Employees'],
  security: bearerAuth,
  middleware: [requireSession, requireOrganization, requirePermission('employees')],
};

/** 200 with `data` (an array of `item`) and `meta` (page, perPage, total, totalPages). */
export const pagedResponse = <T extends z.ZodType>(item: T) => pagedOkResponse(z.array(item));

/** The success envelope of a list with its page meta. */
export const paged = <T>(c: Context<AppEnv>, result: { data: T[]; meta: z.infer<typeof metaSchema> }) =>
  c.json({ message: c.var.t('api.ok'), ...result }, 200);

/**
 * The parsed body restricted to the keys the client actually sent. The contract's partial schemas keep the
 * create form's `.default()`s, and zod fills those in for absent keys too: without this a PUT of only the
 * name would also reset housing, pension, NHF... to their defaults.
 */
export function givenOnly<T extends Record<string, unknown>>(parsed: T, raw: unknown): Partial<T> {
  const sent = raw && typeof raw === 'object' ? new Set(Object.keys(raw)) : new Set<string>();
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key))) as Partial<T>;
}

/** The raw JSON body (Hono caches it after validation, so reading it again costs nothing). */
export const rawBody = (c: Context<AppEnv>) => c.req.json<Record<string, unknown>>();

export const countResultSchema = z.object({ updated: z.number() });
