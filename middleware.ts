import { NextResponse, type NextRequest } from 'next/server';
import {
  isConsultantOnly,
  isConsultantRole,
  isSubscriptionGuarded,
  moduleOutsidePlan,
  moduleForScreen,
  PAYWALL_PARAM,
} from '@/lib/navigation/guards';
import { tabRedirect } from '@/lib/navigation/tabs';
import { homeFor, sessionGate, type GateReaders } from '@/server/http/session-gate';
import { subscriptionAccess } from '@/server/modules/billing/billing-subscription';
import { organizationHasWallet } from '@/server/modules/wallet/wallet.queries';

// Route guards (ARCHITECTURE.md §4), run before any render so protected screens never flash. Node runtime, so
// the session check reads the database directly (server/http/session-gate.ts: the token's signature, then the
// session row and the subscription, cached 5 s per session) instead of calling our own API on every request.
const TOKEN_COOKIE = 'token';
const VERIFY_EMAIL_COOKIE = 'verification_email';
// What the gate reads of billing and wallet: their light files only (no service, seed or job code loads here).
const readers: GateReaders = { subscriptionAccess, hasWallet: organizationHasWallet };

function redirect(
  request: NextRequest,
  pathname: string,
  search: Record<string, string> = {},
  clearToken = false,
) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = new URLSearchParams(search).toString();
  const response = NextResponse.redirect(url);
  if (clearToken) response.cookies.delete(TOKEN_COOKIE);
  return response;
}

/**
 * The page's Content-Security-Policy: scripts only from us and with this response's nonce (Next.js adds the
 * nonce to its own scripts when it finds it in the request's CSP header), no framing, no plugins.
 */
function contentSecurityPolicy(nonce: string) {
  const dev = process.env.NODE_ENV === 'development';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React and chart libraries set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export async function middleware(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  const response = await guard(request, headers);
  response.headers.set('content-security-policy', csp);
  return response;
}

async function guard(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  const token = request.cookies.get(TOKEN_COOKIE)?.value;
  const next = () => NextResponse.next({ request: { headers } });
  if (!(pathname === '/' || pathname === '/verify' || pathname === '/app' || pathname.startsWith('/app/')))
    return next();

  if (pathname === '/verify') {
    return request.cookies.get(VERIFY_EMAIL_COOKIE)?.value ? next() : redirect(request, '/');
  }
  const gate = await sessionGate(token, readers);
  if (pathname === '/') {
    if (gate.live) return redirect(request, '/app/dashboard');
    // A stale or revoked token is dropped here, so the login page never bounces back to /app.
    if (token) {
      const response = next();
      response.cookies.delete(TOKEN_COOKIE);
      return response;
    }
    return next();
  }

  // Everything else matched is /app/**.
  if (!gate.live) return redirect(request, '/', {}, Boolean(token));
  if (pathname === '/app' || pathname === '/app/') return redirect(request, await homeFor(gate, readers));
  if (isConsultantOnly(pathname) && !isConsultantRole(gate.roles)) return redirect(request, '/app/dashboard');
  // The pay-wall learns which module was asked for, so it offers the cheapest plan that includes it.
  if (isSubscriptionGuarded(pathname) && !gate.hasAccess) {
    return redirect(request, '/app/dashboard', { [PAYWALL_PARAM]: moduleForScreen(pathname)!.name });
  }
  const outside = gate.plan ? moduleOutsidePlan(pathname, gate.plan) : undefined;
  if (outside) return redirect(request, '/app/dashboard', { [PAYWALL_PARAM]: outside.name });
  const tab = tabRedirect(pathname, searchParams.get('tab'));
  if (tab) {
    const url = request.nextUrl.clone();
    url.searchParams.set('tab', tab);
    return NextResponse.redirect(url);
  }
  return next();
}

// Every page (for its CSP); the API, static files and images are left alone.
export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|icon|robots.txt).*)'],
  runtime: 'nodejs',
};
