import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Field-level encryption for bank account numbers, BVN and NIN: AES-256-GCM with a random 96-bit IV per
 * value, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A database dump alone reveals none of them.
 *
 * The key is FIELD_ENCRYPTION_KEY (32 bytes, base64). Production refuses to start without it; elsewhere one
 * is generated once into `.data/field-key`, like the auth secret, so `npm run dev` data stays readable.
 * The `v1` prefix leaves room for key rotation: a new version decrypts old values and re-encrypts.
 */
const VERSION = 'v1';
let cachedKey: Buffer | undefined;

function loadKey(): Buffer {
  if (cachedKey) return cachedKey;
  let encoded = process.env.FIELD_ENCRYPTION_KEY;
  if (!encoded) {
    if (process.env.NODE_ENV === 'production') {
      throw new Error('FIELD_ENCRYPTION_KEY must be set in production (32 random bytes, base64).');
    }
    const file = path.join(process.cwd(), '.data/field-key');
    if (fs.existsSync(file)) encoded = fs.readFileSync(file, 'utf8').trim();
    else {
      encoded = crypto.randomBytes(32).toString('base64');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, encoded, { mode: 0o600 });
    }
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) throw new Error('FIELD_ENCRYPTION_KEY must decode to exactly 32 bytes.');
  cachedKey = key;
  return key;
}

export function encryptField(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', loadKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptField(stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new Error('Unreadable encrypted field.');
  const decipher = crypto.createDecipheriv('aes-256-gcm', loadKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export const encryptOptional = (plain: string | null | undefined) => (plain ? encryptField(plain) : null);
export const decryptOptional = (stored: string | null | undefined) => (stored ? decryptField(stored) : null);

/** `******7890`: what lists and detail screens show instead of the number. */
export const maskDigits = (last4: string | null | undefined) => (last4 ? `******${last4}` : null);

/**
 * A keyed hash (HMAC-SHA256 under a key derived from the field key) to find a row by a value that is stored
 * only encrypted — e.g. a payment recipient by its account number. Deterministic, so equal values match;
 * without the key a dump cannot test guesses against it. `purpose` separates uses (a hash for one column
 * says nothing about another's).
 */
export function blindIndex(purpose: string, value: string): string {
  const key = crypto.createHmac('sha256', loadKey()).update(`blind-index:${purpose}`).digest();
  return crypto.createHmac('sha256', key).update(value).digest('hex');
}
