import Cookies from 'js-cookie';

/** The session token cookie: read by the API client and by middleware.ts for the route guards. */
export const TOKEN_COOKIE = 'token';
/** Set at signup (and on an unverified login) so /verify knows which email to verify. */
export const VERIFY_EMAIL_COOKIE = 'verification_email';

const secure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

export function setToken(token: string) {
  Cookies.set(TOKEN_COOKIE, token, { expires: 7, sameSite: 'lax', secure: secure(), path: '/' });
}

export function clearToken() {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function setVerificationEmail(email: string) {
  Cookies.set(VERIFY_EMAIL_COOKIE, email, { expires: 1, sameSite: 'lax', secure: secure(), path: '/' });
}

export function getVerificationEmail(): string | undefined {
  return Cookies.get(VERIFY_EMAIL_COOKIE);
}

export function clearVerificationEmail() {
  Cookies.remove(VERIFY_EMAIL_COOKIE, { path: '/' });
}
