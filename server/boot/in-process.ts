import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { DEFAULT_LOCALE, LOCALE_COOKIE } from '@/lib/i18n/config';
import type { RenderMemo } from '@/server/http/render-memo';
import { getApp } from './app';

const TOKEN_COOKIE = 'token';

/** One memo per page request (React's request scope): the render's API calls share their auth reads. */
const renderMemo = cache((): RenderMemo => new Map());

/**
 * `fetch` for server components: calls the `/api/v1` app inside this process as the signed-in user of the
 * page being rendered (their session cookie and language), with no network hop. The API's own checks —
 * session, organisation, permission — apply exactly as for the browser, and its answers are what the
 * browser would get, so a page's server-fetched data hydrates React Query under the same keys.
 */
export async function inProcessFetch(
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const jar = await cookies();
  const request = new Request(new URL(String(input), 'http://in-process.local'), init);
  const token = jar.get(TOKEN_COOKIE)?.value;
  if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
  request.headers.set('accept-language', jar.get(LOCALE_COOKIE)?.value ?? DEFAULT_LOCALE);
  const app = await getApp();
  return app.fetch(request, { renderMemo: renderMemo() });
}

const holder = globalThis as { __paygridApiTransport?: typeof fetch };

/** Makes lib/api/client.ts send server-side calls in-process (it uses `fetch` in the browser). */
export function installServerTransport() {
  holder.__paygridApiTransport ??= inProcessFetch as typeof fetch;
}
