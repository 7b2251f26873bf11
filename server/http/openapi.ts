import 'server-only';
import { z } from 'zod';
import { pageMetaSchema } from '@/lib/contracts/pagination';

/**
 * The success responses a route declares (its error responses are added by the module router from its
 * access: 401, 402, 403, 422). Add 404/409 with `notFoundResponse` / `conflictResponse` where they apply.
 */

export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The success envelope of ARCHITECTURE.md §3 around a route's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** 200 with `data`. */
export const okResponse = <T extends z.ZodType>(data: T, description = 'Success') => ({
  200: { description, content: { 'application/json': { schema: envelope(data) } } },
});

/** 201 with `data`. */
export const createdResponse = <T extends z.ZodType>(data: T, description = 'Created') => ({
  201: { description, content: { 'application/json': { schema: envelope(data) } } },
});

/**
 * 200 with `data` (a page of `item`) and `meta` `{ page, perPage, total, totalPages }`: every paged list.
 * `extraMeta` adds list-wide figures beside the page (the notifications' unread count).
 */
export const pagedResponse = <T extends z.ZodType>(
  item: T,
  description = 'One page',
  extraMeta: z.ZodRawShape = {},
) => ({
  200: {
    description,
    content: {
      'application/json': {
        schema: envelope(z.array(item)).extend({ meta: pageMetaSchema.extend(extraMeta) }),
      },
    },
  },
});

/** 200 with one record as `data` and `meta` paging a list inside it (a department with a page of its employees). */
export const pagedDetailResponse = <T extends z.ZodType>(
  data: T,
  description = 'The record with one page of its list',
) => ({
  200: {
    description,
    content: { 'application/json': { schema: envelope(data).extend({ meta: pageMetaSchema }) } },
  },
});

/** 200 with a file (sheets, PDFs, zips): each content type it may come as (a stored upload: PDF, PNG or JPEG). */
export const fileResponse = (contentType: string | readonly string[], description = 'The file') => ({
  200: {
    description,
    content: Object.fromEntries(
      [contentType].flat().map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
    ),
  },
});

export const notFoundResponse = (what = 'Not found (also another organisation’s ids)') => ({
  404: errorResponse(what),
});
export const conflictResponse = (what = 'Conflict with the current state') => ({ 409: errorResponse(what) });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** The documented `Idempotency-Key` header of a retry-safe write. */
export const idempotencyHeaderDoc = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

export const bearerAuth = [{ bearerAuth: [] }];
