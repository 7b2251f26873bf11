import { jwtVerify } from 'jose';
import { NextResponse, type NextRequest } from 'next/server';
import { isConsultantOnly, isConsultantRole, isSubscriptionGuarded, PAYWALL_PARAM } from '@/lib/navigation/guards';
import { tabRedirect } from '@/lib/navigation/tabs';

// Route guards (ARCHITECTURE.md §4), run before any render so protected screens never flash. The token's
// signature is checked here; whether the session is still live (not logged out or revoked by a password
// change) and the subscription state come from one call to our own API — middleware never opens the database.
const TOKEN_COOKIE = 'token';
const VERIFY_EMAIL_COOKIE = 'verification_email';

async function readRoles(token: string | undefined): Promise<string[] | null> {
  const secret = process.env.AUTH_SECRET;
  if (!token || !secret) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return Array.isArray(payload.roles) ? (payload.roles as string[]) : [];
  } catch {
    return null;
  }
}

type SessionState = { live: boolean; consultantMode: boolean; hasAccess: boolean };

async function api(request: NextRequest, path: string, token: string) {
  const base = process.env.INTERNAL_API_URL ?? `${request.nextUrl.origin}/api/v1`;
  return fetch(`${base}/${path}`, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' });
}

async function sessionState(request: NextRequest, token: string): Promise<SessionState> {
  try {
    const res = await api(request, 'billings/subscription', token);
    if (res.status === 401) return { live: false, consultantMode: false, hasAccess: false };
    if (res.status === 403) return { live: true, consultantMode: true, hasAccess: true };
    const body = (await res.json()) as { data?: { hasAccess?: boolean } };
    return { live: true, consultantMode: false, hasAccess: body.data?.hasAccess !== false };
  } catch {
    // The API is unreachable: let the page load; its own calls will fail or 401 and sign the user out.
    return { live: true, consultantMode: false, hasAccess: true };
  }
}

/** /app alone: onboarding while KYC is pending or there is no wallet (not for consultants), else the dashboard. */
async function homeFor(request: NextRequest, token: string, roles: string[]): Promise<string> {
  if (isConsultantRole(roles)) return '/app/dashboard';
  try {
    const res = await api(request, 'organizations/dashboard-checklist', token);
    if (!res.ok) return '/app/dashboard';
    const { data } = (await res.json()) as { data: { kycStatus: string; hasWallet: boolean } };
    return data.kycStatus === 'pending' || !data.hasWallet ? '/app/onboarding' : '/app/dashboard';
  } catch {
    return '/app/dashboard';
  }
}

function redirect(request: NextRequest, pathname: string, search: Record<string, string> = {}, clearToken = false) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = new URLSearchParams(search).toString();
  const response = NextResponse.redirect(url);
  if (clearToken) response.cookies.delete(TOKEN_COOKIE);
  return response;
}

export async function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const token = request.cookies.get(TOKEN_COOKIE)?.value;
  const roles = await readRoles(token);

  if (pathname === '/') return roles ? redirect(request, '/app/dashboard') : NextResponse.next();
  if (pathname === '/verify') {
    return request.cookies.get(VERIFY_EMAIL_COOKIE)?.value ? NextResponse.next() : redirect(request, '/');
  }

  // Everything else matched is /app/**.
  if (!roles || !token) return redirect(request, '/', {}, request.cookies.has(TOKEN_COOKIE));
  const state = await sessionState(request, token);
  if (!state.live) return redirect(request, '/', {}, true);
  if (pathname === '/app' || pathname === '/app/') return redirect(request, await homeFor(request, token, roles));
  if (isConsultantOnly(pathname) && !isConsultantRole(roles)) return redirect(request, '/app/dashboard');
  if (isSubscriptionGuarded(pathname) && !state.hasAccess) {
    return redirect(request, '/app/dashboard', { [PAYWALL_PARAM]: '1' });
  }
  const tab = tabRedirect(pathname, searchParams.get('tab'));
  if (tab) {
    const url = request.nextUrl.clone();
    url.searchParams.set('tab', tab);
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = { matcher: ['/', '/verify', '/app', '/app/:path*'] };
