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

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const bearerAuth = [{ bearerAuth: [] }];
