import 'server-only';
import {
  PAYMENTS_PROVIDERS,
  type PaymentsSettings,
  type PaymentsSettingsInput,
} from '@/lib/contracts/payments-settings';
import type { DbOrTx } from '@/server/db/client';
import { fieldError } from '@/server/errors';
import type { PaymentsProvider } from '@/server/payments-provider';
import { organizationRailName, railAvailable, setOrganizationRailName } from './payments-rails.service';

/** The organisation's payments provider as the settings screen shows it. */
export async function getPaymentsSettings(
  db: DbOrTx,
  base: PaymentsProvider,
  organizationId: string,
): Promise<PaymentsSettings> {
  const chosen = await organizationRailName(db, organizationId);
  return {
    provider: chosen ?? base.name,
    deploymentDefault: base.name,
    chosen: chosen !== null,
    available: PAYMENTS_PROVIDERS.filter((name) => railAvailable(base, name)),
  };
}

/**
 * Chooses the organisation's rail (the route asks for a fresh MFA code and audits before/after). Refused (422
 * on `provider`) when the deployment cannot configure it, so an organisation is never switched to a rail that
 * would fail every payout. Payouts already created keep their rail (payouts.provider).
 */
export async function setPaymentsSettings(
  db: DbOrTx,
  base: PaymentsProvider,
  organizationId: string,
  input: PaymentsSettingsInput,
  now: Date,
) {
  if (!railAvailable(base, input.provider))
    throw fieldError('provider', 'validation.paymentsProviderNotConfigured');
  const before = await getPaymentsSettings(db, base, organizationId);
  await setOrganizationRailName(db, organizationId, input.provider, now);
  return { before, data: await getPaymentsSettings(db, base, organizationId) };
}
