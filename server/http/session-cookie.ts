import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AppError } from '@/server/errors';
import type { AppEnv } from './context';

/**
 * The session cookie (issue 10, hole 7): set by the server as HttpOnly, SameSite=Lax, Secure in production,
 * so page scripts never see the token. Pages and middleware.ts authenticate with it; API clients may still
 * send `Authorization: Bearer` with the token the sign-in answer carries (spec §3).
 */
export const SESSION_COOKIE = 'token';

export function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.config.isProduction,
    path: '/',
    maxAge: c.var.deps.config.sessionDays * 86_400,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.var.deps.config.isProduction });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request's session token: the Authorization header, else the cookie. A cookie-borne change must come from
 * our own pages: a cross-site Origin on a non-GET is refused with 403 CROSS_SITE_REQUEST (SameSite=Lax already
 * keeps the cookie off cross-site fetches; this covers older browsers and same-site sub-domains).
 */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return undefined;
  if (!SAFE_METHODS.has(c.req.method) && !isSameOrigin(c)) throw crossSiteRequest();
  return cookie;
}

const crossSiteRequest = () => new AppError('CROSS_SITE_REQUEST', 'errors.crossSiteRequest');

/**
 * Whether a browser request comes from one of our own pages. The Origin is compared with the host the client
 * asked for (its `Host` header; behind a trusted proxy, the `X-Forwarded-Host` that proxy recorded) and with
 * `APP_URL` — never with the URL Next.js hands the route handler, which names `localhost:<port>` whatever host
 * the browser used. No Origin (a non-browser client, or an old browser's same-origin form) passes unless the
 * browser says the request is cross-site (`Sec-Fetch-Site`); `Origin: null` (sandboxed frames, file pages,
 * some redirects) never passes.
 */
export function isSameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return c.req.header('sec-fetch-site') !== 'cross-site';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null') return false;
  const { appUrl, trustProxy } = c.var.deps.config;
  const hosts = [hostOf(appUrl), hostOf(`${url.protocol}//${c.req.header('host') ?? ''}`)];
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-host') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // The entry the outermost trusted proxy wrote (entries further left are the client's own claims).
    const host = forwarded[Math.max(0, forwarded.length - trustProxy)];
    if (host) hosts.push(hostOf(`${url.protocol}//${host}`));
  }
  return hosts.includes(url.host);
}

/** `host[:port]` of a URL as the URL parser writes it (default ports dropped), or null when it is not a URL. */
function hostOf(value: string): string | null {
  try {
    return new URL(value).host || null;
  } catch {
    return null;
  }
}

/** Sets the cookie from a sign-in answer (`{ token, user }`) and passes the answer on unchanged. */
export function withSessionCookie<T extends { token: string }>(c: Context<AppEnv>, session: T): T {
  setSessionCookie(c, session.token);
  return session;
}
