import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
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
 * our own pages: a cross-site Origin on a non-GET is refused (SameSite=Lax already keeps the cookie off
 * cross-site fetches; this covers older browsers and same-site sub-domains).
 */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return undefined;
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    if (
      origin &&
      new URL(origin).host !== new URL(c.req.url).host &&
      new URL(origin).host !== new URL(c.var.deps.config.appUrl).host
    )
      return undefined;
  }
  return cookie;
}

/** Sets the cookie from a sign-in answer (`{ token, user }`) and passes the answer on unchanged. */
export function withSessionCookie<T extends { token: string }>(c: Context<AppEnv>, session: T): T {
  setSessionCookie(c, session.token);
  return session;
}
