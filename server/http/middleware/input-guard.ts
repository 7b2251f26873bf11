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

/** The deepest JSON any route takes is a handful of levels; 64 leaves room and keeps every walk of it shallow. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays/objects deeper than `max`, read in one pass without parsing (strings are
 * skipped, escapes included), so a body of 100,000 `[` is refused before anything recurses over it.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

const refuse = (field: string) =>
  new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, {
    [field]: [{ key: 'validation.unstorableText' }],
  });

/**
 * Every request: query values, path and JSON body strings must be storable text (422 naming the field
 * otherwise); a JSON body nested deeper than MAX_JSON_DEPTH is refused with 400 before it is parsed.
 * Malformed JSON is left to the route's validator (400).
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
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
      throw new AppError('BAD_REQUEST', 'errors.jsonTooDeep', { max: MAX_JSON_DEPTH });
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
