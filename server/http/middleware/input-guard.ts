import 'server-only';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/errors';
import type { AppEnv } from '../context';

// A NUL character or half of a UTF-16 surrogate pair cannot be stored as text (PostgreSQL refuses NUL;
// a lone surrogate would be silently replaced), so such input is refused up front with its field named.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (s: string) => !UNSTORABLE.test(s);

/** The dotted path of the first string in `value` that cannot be stored, or null. */
export function findUnstorable(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || '_';
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorableText(k)) return [...path, k].join('.');
      const found = findUnstorable(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

const refuse = (field: string) =>
  new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, {
    [field]: [{ key: 'validation.unstorableText' }],
  });

/**
 * Every request: query values, path and JSON body strings must be storable text (422 naming the field
 * otherwise). Malformed JSON is left to the route's validator (400).
 */
export const inputGuard = createMiddleware<AppEnv>(async (c, next) => {
  let path: string;
  try {
    path = decodeURIComponent(c.req.path);
  } catch {
    throw refuse('path');
  }
  if (!isStorableText(path)) throw refuse('path');
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (!isStorableText(key) || values.some((v) => !isStorableText(v))) throw refuse(key);
  }
  if (c.req.header('content-type')?.includes('application/json')) {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const field = findUnstorable(body);
    if (field) throw refuse(field);
  }
  await next();
});
