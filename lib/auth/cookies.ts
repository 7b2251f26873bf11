import Cookies from 'js-cookie';

/**
 * The session itself is an HttpOnly cookie (`token`) that the server sets at sign-in and clears at logout:
 * page scripts cannot read it. The browser only keeps a non-secret marker that it signed in, so a 401 from a
 * revoked session can send the user back to sign-in.
 */
export const TOKEN_COOKIE = 'token';
export const SIGNED_IN_COOKIE = 'signed_in';
/** Set at signup (and on an unverified login) so /verify knows which email to verify. */
export const VERIFY_EMAIL_COOKIE = 'verification_email';

const secure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

export const isSignedIn = () => Cookies.get(SIGNED_IN_COOKIE) === '1';

export function markSignedIn() {
  Cookies.set(SIGNED_IN_COOKIE, '1', { expires: 7, sameSite: 'lax', secure: secure(), path: '/' });
}

export function clearSignedIn() {
  Cookies.remove(SIGNED_IN_COOKIE, { path: '/' });
  // A token cookie written by scripts before the server set it HttpOnly; an HttpOnly one is the server's to clear.
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
