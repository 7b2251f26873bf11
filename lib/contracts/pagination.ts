import { z } from 'zod';

/** `page` (default 1) and `perPage` (default 20, at most 100), as every list takes them. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The `meta` of every paged answer. */
export const pageMetaSchema = z.object({
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A page of a list: what a service returns and `paged()` (server/http/respond.ts) answers. */
export type Paged<T> = { data: T[]; meta: PageMeta };

export function toMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}

/** `{ data, meta }` for `rows` of page `q` out of `total`. */
export function pageOf<T>(rows: T[], total: number, q: { page: number; perPage: number }): Paged<T> {
  return { data: rows, meta: toMeta(q.page, q.perPage, total) };
}

/** The SQL `limit` and `offset` of page `q`. */
export const pageWindow = (q: { page: number; perPage: number }) => ({
  limit: q.perPage,
  offset: (q.page - 1) * q.perPage,
});
