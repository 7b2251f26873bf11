import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { paymentSettings } from '@/server/db/schema';
import type { PaymentsProvider } from '@/server/payments-provider';
import { traceProvider } from '@/server/telemetry/provider';
import { createPaymentsProvider } from './payments.service';

/**
 * Which rail pays for whom (issue 35). A deployment has one default (PAYMENTS_PROVIDER, the process's
 * provider); an organisation may choose another (`payments.provider`, table payment_settings); a payout keeps
 * the rail it was created on (payouts.provider), so a change applies only to payouts created afterwards. The
 * other rails are built from the environment on first use, one per process, like the default.
 */
const holder = globalThis as unknown as { __paygridRails?: Map<string, PaymentsProvider> };
const rails = () => (holder.__paygridRails ??= new Map());

/**
 * Tests (and the bench) hand in a rail built over a fake instead of the environment's; the answer takes it
 * back out (the registry is per process, and a test file must not leave its fake to the next).
 */
export function registerPaymentsRail(provider: PaymentsProvider): () => void {
  const before = rails().get(provider.name);
  rails().set(provider.name, provider);
  return () => {
    if (rails().get(provider.name) !== provider) return;
    if (before) rails().set(provider.name, before);
    else rails().delete(provider.name);
  };
}

/**
 * The provider named `name`: `base` (the process's, or a test's) when it is that rail or no rail is named,
 * else the registered or environment-built one. Throws when the environment cannot configure that rail.
 */
export function paymentsRail(base: PaymentsProvider, name: string | null | undefined): PaymentsProvider {
  if (!name || name === base.name) return base;
  const known = rails().get(name);
  if (known) return known;
  // a span per provider call when OpenTelemetry is on (server/telemetry), as the default rail's
  const built = traceProvider(createPaymentsProvider({ ...process.env, PAYMENTS_PROVIDER: name }));
  rails().set(name, built);
  return built;
}

/** Whether the environment can configure this rail (its keys are set and allowed here). */
export function railAvailable(base: PaymentsProvider, name: string): boolean {
  try {
    paymentsRail(base, name);
    return true;
  } catch {
    return false;
  }
}

/** The organisation's chosen rail, or null when it follows the deployment's default. */
export async function organizationRailName(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ provider: paymentSettings.provider })
    .from(paymentSettings)
    .where(eq(paymentSettings.organizationId, organizationId));
  return row?.provider ?? null;
}

/** Each organisation's chosen rail (null: the deployment's default): one read per organisation. */
export async function organizationRailNames(db: DbOrTx, organizationIds: Iterable<string>) {
  const names = new Map<string, string | null>();
  for (const organizationId of organizationIds)
    names.set(organizationId, await organizationRailName(db, organizationId));
  return names;
}

/** The provider that serves this organisation (banks, name enquiry, wallets, new payouts). */
export async function organizationRail(
  db: DbOrTx,
  base: PaymentsProvider,
  organizationId: string | null,
): Promise<PaymentsProvider> {
  if (!organizationId) return base;
  return paymentsRail(base, await organizationRailName(db, organizationId));
}

/** Sets the organisation's rail (an upsert); the caller audits it. */
export async function setOrganizationRailName(
  db: DbOrTx,
  organizationId: string,
  provider: string,
  now: Date,
) {
  await db
    .insert(paymentSettings)
    .values({ organizationId, provider, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.organizationId, set: { provider, updatedAt: now } });
}
