import 'server-only';
import { z } from 'zod';

export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const metaSchema = z.object({
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

/** The success envelope of ARCHITECTURE.md §3 around a route's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

const commonErrors = {
  401: errorResponse('No session, or the session was revoked'),
  422: errorResponse('Invalid input; `errors` holds the messages per field'),
  429: errorResponse('Too many attempts'),
};

/** Responses of a JSON route answering 200 with `data`, plus the shared error responses (for the docs). */
export const okResponse = <T extends z.ZodType>(data: T, description = 'Success') => ({
  200: { description, content: { 'application/json': { schema: envelope(data) } } },
  ...commonErrors,
});

export const createdResponse = <T extends z.ZodType>(data: T, description = 'Created') => ({
  201: { description, content: { 'application/json': { schema: envelope(data) } } },
  ...commonErrors,
});

/** 200 with `data` and the paging `meta` (lib/contracts/pagination.ts), plus the shared errors. */
export const pagedOkResponse = <T extends z.ZodType>(data: T) => ({
  ...okResponse(data),
  200: { description: 'Success', content: { 'application/json': { schema: envelope(data).extend({ meta: metaSchema }) } } },
});

const notFound = errorResponse('Not found (also another organisation’s ids)');

/** A paged read of an organisation's records (departments, payroll groups): also 404 for a foreign id. */
export const pagedResponse = <T extends z.ZodType>(data: T) => ({ ...pagedOkResponse(data), 404: notFound });

/** A write's responses under the `employees` permission: success plus 403, 404 and 409. */
export const writeResponses = <R extends object>(responses: R) => ({
  ...responses,
  403: errorResponse('No `employees` permission'),
  404: notFound,
  409: errorResponse('Conflict'),
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const bearerAuth = [{ bearerAuth: [] }];
