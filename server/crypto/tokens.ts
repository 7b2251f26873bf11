import 'server-only';
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Codes and links (reset, invitation, chat, offer) are stored as SHA-256 digests only. */
export function digest(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function randomOtp(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export type TokenClaims = { sub: string; sid: string; roles: string[] };

export async function signSessionToken(
  claims: TokenClaims,
  secret: Uint8Array,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sid, roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export async function verifySessionToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return {
      sub: payload.sub,
      sid: payload.sid,
      roles: Array.isArray(payload.roles) ? (payload.roles as string[]) : [],
    };
  } catch {
    return null;
  }
}
