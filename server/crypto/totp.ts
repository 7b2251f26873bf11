import 'server-only';
import crypto from 'node:crypto';

/**
 * The second factor: TOTP (RFC 6238) over HOTP (RFC 4226) with HMAC-SHA1, 30-second steps and 6 digits —
 * the only parameters every authenticator app reads reliably, so we fix them rather than offer choices.
 *
 * Replay: `verifyTotp` answers the time step the code matched. A code stays valid for up to three steps
 * (±1 of drift), so the caller MUST store the last step it accepted per user and refuse any code whose step
 * is not greater than it (`step <= lastUsedStep` → refuse). Storing the step, not the code, also refuses an
 * older code from the drift window after a newer one was used.
 *
 * Secrets are base32 strings everywhere (as stored, encrypted, and as shown to the user); a malformed secret
 * is a server bug and throws, while a malformed code is the user's input and answers null.
 */
const STEP_SECONDS = 30;
const DEFAULT_DIGITS = 6;
const DRIFT_STEPS = 1;
// RFC 4226 §4 R6: the shared secret MUST be at least 128 bits; we generate 160 (its recommendation).
const MIN_SECRET_BYTES = 16;
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding (authenticator apps and key URIs omit it). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1; // keep only the unread bits so `value` never overflows
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Case-insensitive and blind to spaces (people retype secrets in groups of four) and to trailing `=`
 * padding; anything else that is not a whole base32 string throws rather than decode to a wrong key.
 */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/ /g, '').replace(/=+$/, '').toUpperCase();
  // 1, 3 or 6 characters left over cannot come from whole bytes.
  if ([1, 3, 6].includes(clean.length % 8)) throw new Error('Invalid base32: wrong length.');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Invalid base32: unexpected character.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  // Leftover bits must be zero, or two different strings would decode to one secret.
  if (value !== 0) throw new Error('Invalid base32: non-zero trailing bits.');
  return Buffer.from(out);
}

export function generateTotpSecret(): string {
  return base32Encode(crypto.randomBytes(SECRET_BYTES));
}

function secretKey(secret: string): Buffer {
  const key = base32Decode(secret);
  if (key.length < MIN_SECRET_BYTES) throw new Error('TOTP secret is shorter than 128 bits.');
  return key;
}

function checkDigits(digits: number): void {
  // RFC 4226 defines 6 to 8 digits; the 31-bit truncated value cannot fill more than 9 honestly.
  if (!Number.isInteger(digits) || digits < 6 || digits > 8) throw new Error('TOTP digits must be 6–8.');
}

/** RFC 4226: HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated to `digits` digits. */
export function hotp(secret: string, counter: number, digits = DEFAULT_DIGITS): string {
  checkDigits(digits);
  if (!Number.isSafeInteger(counter) || counter < 0) throw new Error('HOTP counter must be a whole number.');
  return hotpWithKey(secretKey(secret), counter, digits);
}

function hotpWithKey(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return (binary % 10 ** digits).toString().padStart(digits, '0');
}

/** The RFC 6238 time step (T0 = 0) holding the instant `atMs`, in milliseconds like Date.now(). */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / STEP_SECONDS);
}

export function totp(secret: string, atMs = Date.now(), digits = DEFAULT_DIGITS): string {
  return hotp(secret, totpStep(atMs), digits);
}

/**
 * The time step `code` belongs to, within ±1 step of `at`, or null. Every candidate is computed and
 * compared in constant time, so neither a near miss nor which step matched shows in the timing.
 * Spaces are ignored (apps display "123 456"); anything but exactly `digits` digits is refused.
 */
export function verifyTotp(
  secret: string,
  code: string,
  { at = Date.now(), digits = DEFAULT_DIGITS }: { at?: number; digits?: number } = {},
): number | null {
  checkDigits(digits);
  if (!Number.isFinite(at)) throw new Error('TOTP time must be a number of milliseconds.');
  const key = secretKey(secret); // throws on a bad secret even when the code is malformed
  const given = code.replace(/ /g, '');
  if (!new RegExp(`^[0-9]{${digits}}$`).test(given)) return null;
  const current = totpStep(at);
  let matched: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (step < 0) continue;
    const expected = hotpWithKey(key, step, digits);
    if (crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given))) matched = step;
  }
  return matched;
}

/**
 * The `otpauth://` key URI authenticator apps read from a QR code (Google's Key Uri Format). The label
 * repeats the issuer so old apps that ignore the `issuer` parameter still show whose code it is; a colon
 * in either part would split the label wrongly, so it is refused.
 */
export function totpUri({
  secret,
  account,
  issuer = 'Paygrid',
}: {
  secret: string;
  account: string;
  issuer?: string;
}): string {
  if (!account || !issuer || account.includes(':') || issuer.includes(':')) {
    throw new Error('TOTP account and issuer must be non-empty and contain no colon.');
  }
  const canonical = base32Encode(secretKey(secret)); // upper case, no spaces, as apps expect
  // '@' may stand in a URI path (RFC 3986), and the label reads as the issue writes it: Paygrid:<email>
  const pathPart = (text: string) => encodeURIComponent(text).replace(/%40/g, '@');
  const label = `${pathPart(issuer)}:${pathPart(account)}`;
  const query = [
    `secret=${canonical}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${DEFAULT_DIGITS}`,
    `period=${STEP_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}
