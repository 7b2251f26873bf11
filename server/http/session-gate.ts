import 'server-only';
import { processDbHandle } from '@/server/db/process-db';
import { verifySessionToken } from '@/server/crypto/tokens';
import { findLiveSession, sessionLimits } from '@/server/modules/identity/identity.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { loadConfig } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import type { SubscriptionAccess } from '@/server/deps';

/**
 * What middleware.ts needs to guard a screen, decided without an HTTP call to our own API: the token's
 * signature, then the session row and the organisation's subscription read straight from the database and
 * kept for `TTL_MS` per session. A logout or a password change revokes the row at once; this process forgets
 * the session immediately (`forgetSession`), other app servers within `TTL_MS` (5 s) — and every API call and
 * server-rendered data read checks the row itself, so nothing is served on a revoked session meanwhile.
 */
export type Gate =
  | { live: false }
  | {
      live: true;
      userId: string;
      sessionId: string;
      roles: string[];
      organizationId: string | null;
      hasAccess: boolean;
      /** The organisation's plan (`trial` or a plan id of lib/modules.ts); null without an organisation. */
      plan: string | null;
    };

/**
 * What the gate reads of the modules above the HTTP layer, handed in by middleware.ts (an entry point, which
 * imports them itself): billing's subscription and whether the organisation has a wallet yet.
 */
export type GateReaders = {
  subscriptionAccess: SubscriptionAccess;
  hasWallet: (db: DbOrTx, organizationId: string) => Promise<boolean>;
};

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/**
 * One cache per process, on globalThis: middleware.ts is bundled apart from the route handlers, and a module-level
 * Map would be two — the API's `forgetSession` (after a switch of organisation) would clear one the guard never
 * reads, and the screens of the organisation switched into would keep the old plan for up to `TTL_MS`.
 */
const holder = globalThis as unknown as {
  __paygridSessionGates?: Map<string, { gate: Gate; until: number }>;
};
const cache = (holder.__paygridSessionGates ??= new Map());

export function forgetSession(sessionId: string) {
  cache.delete(sessionId);
}

export async function sessionGate(token: string | undefined, readers: GateReaders): Promise<Gate> {
  if (!token) return { live: false };
  const config = loadConfig();
  const claims = await verifySessionToken(token, config.authSecret);
  if (!claims) return { live: false };
  const now = Date.now();
  const hit = cache.get(claims.sid);
  if (hit && hit.until > now) return hit.gate;

  const { db } = await processDbHandle();
  const session = await findLiveSession(db, claims.sid, new Date(now), sessionLimits(config));
  let gate: Gate = { live: false };
  if (session && session.userId === claims.sub) {
    const subscription = session.organizationId
      ? await readers.subscriptionAccess(db, session.organizationId, new Date(now))
      : null;
    gate = {
      live: true,
      userId: claims.sub,
      sessionId: session.id,
      roles: claims.roles,
      organizationId: session.organizationId,
      hasAccess: subscription?.hasAccess ?? true,
      plan: subscription?.plan ?? null,
    };
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(claims.sid, { gate, until: now + TTL_MS });
  return gate;
}

/** `/app` alone: onboarding while KYC is pending or there is no wallet (never for consultants), else the dashboard. */
export async function homeFor(gate: Extract<Gate, { live: true }>, readers: GateReaders): Promise<string> {
  if (!gate.organizationId || gate.roles.some((r) => r.startsWith('consultant'))) return '/app/dashboard';
  const { db } = await processDbHandle();
  const [organization, hasWallet] = await Promise.all([
    findOrganization(db, gate.organizationId),
    readers.hasWallet(db, gate.organizationId),
  ]);
  // the onboarding checklist's KYC and wallet steps (a missing status is pending, as the checklist reads it)
  const kycStatus = organization?.kycStatus ?? 'pending';
  return kycStatus === 'pending' || !hasWallet ? '/app/onboarding' : '/app/dashboard';
}
