import { z } from 'zod';

/** `page` (default 1) and `perPage` (default 20, at most 100), as every list takes them. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

export type PageMeta = { page: number; perPage: number; total: number; totalPages: number };

export function toMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}
