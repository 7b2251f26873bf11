import 'server-only';
import type { z } from 'zod';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, envelope, errorSchema, metaSchema, okResponse } from '@/server/http/openapi';

/** Shared route options of the departments router: reads need a member, writes the `employees` permission. */
export const tags = ['Departments'];
export const read = { tags, security: bearerAuth, middleware: [requireSession, requireOrganization] };
export const write = { tags, security: bearerAuth, middleware: [requireSession, requireOrganization, requirePermission('employees')] };

const errorContent = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });

/** 200 with `data` and the paging `meta`, plus the shared errors (for the docs). */
export const pagedResponse = <T extends z.ZodType>(data: T) => ({
  ...okResponse(data),
  200: { description: 'Success', content: { 'application/json': { schema: envelope(data).extend({ meta: metaSchema }) } } },
  404: errorContent('Not found (also another organisation’s ids)'),
});

/** A write's responses: success plus 403 (no `employees` permission), 404 and 409. */
export const writeResponses = <R extends object>(responses: R) => ({
  ...responses,
  403: errorContent('No `employees` permission'),
  404: errorContent('Not found (also another organisation’s ids)'),
  409: errorContent('Conflict'),
});
