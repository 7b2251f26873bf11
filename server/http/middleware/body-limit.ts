import 'server-only';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/errors';
import type { AppEnv } from '../context';

const MB = 1024 * 1024;

/** What any request may carry: the largest body a route accepts (a 10,000-row import sent as JSON rows). */
export const MAX_ANY_BODY_BYTES = 40 * MB;
/** What a write may carry unless its route says otherwise. */
export const MAX_JSON_BODY_BYTES = 1 * MB;

const tooLarge = (max: number) =>
  new AppError('PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge', { max: `${Math.round(max / MB)} MB` });

/** Reads the body, stopping (and refusing) as soon as it passes `max` bytes, so nothing large is buffered. */
async function readLimited(request: Request, max: number): Promise<ArrayBuffer> {
  const reader = request.body?.getReader();
  if (!reader) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out.buffer;
}

const declaredLength = (c: Context<AppEnv>) => Number(c.req.header('content-length') ?? NaN);

/**
 * First in the app, before sign-in checks: a body over the largest any route takes is refused at once
 * (by its Content-Length) or as soon as the count passes it. The bytes read are handed to Hono's body cache
 * for the routes, and their count to `routeBodyLimit`.
 */
export const readBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  if (declaredLength(c) > MAX_ANY_BODY_BYTES) throw tooLarge(MAX_ANY_BODY_BYTES);
  const bytes = await readLimited(c.req.raw, MAX_ANY_BODY_BYTES);
  (c.req.bodyCache as Record<string, Promise<unknown>>).arrayBuffer = Promise.resolve(bytes);
  c.set('bodyBytes', bytes.byteLength);
  await next();
});

/** A route's own limit, first in its middleware: 1 MB of JSON by default; uploads and imports set theirs. */
export const routeBodyLimit = (max: number, refuse: () => Error = () => tooLarge(max)) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if ((c.get('bodyBytes') ?? 0) > max || declaredLength(c) > max) throw refuse();
    await next();
  });

export const jsonBodyLimit = routeBodyLimit(MAX_JSON_BODY_BYTES);
