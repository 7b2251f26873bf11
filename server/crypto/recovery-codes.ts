import 'server-only';
import crypto from 'node:crypto';
import { digest } from './tokens';

/**
 * Recovery codes: the way back in when the authenticator is lost. Each is single-use and shown once; only
 * `recoveryCodeDigest(code)` may be stored, never the code, so a database dump cannot sign anyone in.
 *
 * The alphabet drops 0/o, 1/l/i so a code read off paper is typed right; 10 characters of 31 give ~49
 * bits, ample for a code that also sits behind the sign-in rate limit.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;
const GROUP = 5;

/** `n` fresh codes, grouped `xxxxx-xxxxx` for reading aloud or off paper. */
export function generateRecoveryCodes(n = 10): string[] {
  return Array.from({ length: n }, () => {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
    return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
  });
}

/**
 * The digest to store at issue and to look up at use. Case, spaces and the hyphen are dropped first, so
 * "ABCDE FGHJK" finds the stored "abcde-fghjk"; anything that cannot be a code answers null.
 */
export function recoveryCodeDigest(code: string): string | null {
  const canonical = code.replace(/[\s-]/g, '').toLowerCase();
  if (canonical.length !== LENGTH || [...canonical].some((c) => !ALPHABET.includes(c))) return null;
  return digest(canonical);
}
