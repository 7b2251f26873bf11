import { jwtVerify } from 'jose';
import { NextResponse, type NextRequest } from 'next/server';

// Route guards (ARCHITECTURE.md §4), run before any render so protected screens never flash. The token's
// signature and expiry are checked here; revocation is checked by the API, whose 401 signs the user out.
const TOKEN_COOKIE = 'token';
const VERIFY_EMAIL_COOKIE = 'verification_email';

type Claims = { roles: string[] };

async function readToken(request: NextRequest): Promise<Claims | null> {
  const token = request.cookies.get(TOKEN_COOKIE)?.value;
  const secret = process.env.AUTH_SECRET;
  if (!token || !secret) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return { roles: Array.isArray(payload.roles) ? (payload.roles as string[]) : [] };
  } catch {
    return null;
  }
}

function redirect(request: NextRequest, pathname: string, clearToken = false) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  const response = NextResponse.redirect(url);
  if (clearToken) response.cookies.delete(TOKEN_COOKIE);
  return response;
}

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const claims = await readToken(request);

  if (pathname === '/') return claims ? redirect(request, '/app/dashboard') : NextResponse.next();
  if (pathname === '/verify') {
    return request.cookies.get(VERIFY_EMAIL_COOKIE)?.value ? NextResponse.next() : redirect(request, '/');
  }
  // Everything else matched is /app/**.
  if (!claims) return redirect(request, '/', request.cookies.has(TOKEN_COOKIE));
  if (pathname === '/app' || pathname === '/app/') return redirect(request, '/app/dashboard');
  return NextResponse.next();
}

export const config = { matcher: ['/', '/verify', '/app', '/app/:path*'] };
