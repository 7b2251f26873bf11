import 'server-only';
import { processDbHandle } from '@/server/db/process-db';
import { verifySessionToken } from '@/server/modules/account/account.crypto';
import { findLiveSession } from '@/server/modules/account/account.queries';
import { getSubscription } from '@/server/modules/billing/billing.service';
import { getDashboardChecklist } from '@/server/modules/organization/organization.service';
import { loadConfig } from '@/server/config';

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

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, { gate: Gate; until: number }>();

export function forgetSession(sessionId: string) {
  cache.delete(sessionId);
}

export async function sessionGate(token: string | undefined): Promise<Gate> {
  if (!token) return { live: false };
  const config = loadConfig();
  const claims = await verifySessionToken(token, config.authSecret);
  if (!claims) return { live: false };
  const now = Date.now();
  const hit = cache.get(claims.sid);
  if (hit && hit.until > now) return hit.gate;

  const { db } = await processDbHandle();
  const session = await findLiveSession(db, claims.sid, new Date(now));
  let gate: Gate = { live: false };
  if (session && session.userId === claims.sub) {
    const subscription = session.organizationId
      ? await getSubscription(db, session.organizationId, new Date(now))
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
export async function homeFor(gate: Extract<Gate, { live: true }>): Promise<string> {
  if (!gate.organizationId || gate.roles.some((r) => r.startsWith('consultant'))) return '/app/dashboard';
  const { db } = await processDbHandle();
  const checklist = await getDashboardChecklist({ db } as never, gate.userId, gate.organizationId);
  return checklist.kycStatus === 'pending' || !checklist.hasWallet ? '/app/onboarding' : '/app/dashboard';
}
