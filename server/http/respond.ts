import 'server-only';
import type { Context } from 'hono';
import type { PageMeta } from '@/lib/contracts/pagination';
import type { MessageParams } from '@/lib/i18n/format-message';
import type { AppEnv } from './context';

/** 200 with the success envelope: a translated message and the data. */
export function ok<T>(c: Context<AppEnv>, messageKey: string, data: T, params?: MessageParams) {
  return c.json({ message: c.var.t(messageKey, params), data }, 200);
}

/** 201 with the success envelope. */
export function created<T>(c: Context<AppEnv>, messageKey: string, data: T, params?: MessageParams) {
  return c.json({ message: c.var.t(messageKey, params), data }, 201);
}

/**
 * 200 with a page of a list: `{ message, data, meta }` (lib/contracts/pagination.ts). `meta` may carry more
 * than the page (a list's unread count), declared by `pagedResponse(item, …, extraMeta)`; `data` is a
 * record for a detail with a page of its list inside (`pagedDetailResponse`).
 */
export function paged<D, M extends PageMeta>(
  c: Context<AppEnv>,
  page: { data: D; meta: M },
  messageKey = 'api.ok',
) {
  return c.json({ message: c.var.t(messageKey), data: page.data, meta: page.meta }, 200);
}
