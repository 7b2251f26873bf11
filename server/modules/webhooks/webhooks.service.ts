import 'server-only';
import type { CoreDeps } from '@/server/deps';
import { notFound, unauthenticated } from '@/server/errors';
import { paymentsRail } from '@/server/modules/payments/payments-rails.service';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import type { PaymentsProvider, ProviderWebhook } from '@/server/payments-provider';
import { enqueue } from '@/server/queue/enqueue';
import { insertWebhookEvent } from './webhooks.repo';

/**
 * The inbox of a real rail's webhooks (POST /webhooks/<rail>): a correctly signed delivery is stored once per
 * event (provider + event name + the object's id + its status) and answered at once; the job `webhooks.process`
 * (webhooks.process.ts) acts on it later, re-reading the provider instead of believing the body. A wrong or
 * missing signature stores nothing (401). The rails are named here; only the process's provider is served.
 */
export const WEBHOOK_QUEUE = 'webhooks.process';

/** The rails whose webhooks have a route. */
export type WebhookRail = 'paystack' | 'flutterwave';

/** The app's dependencies, with the provider tests pass in (`payments`), as the wallet's routes take them. */
export type WebhookDeps = CoreDeps & { payments?: PaymentsProvider };

/** The provider in `deps` (tests) or the process's own (PAYMENTS_PROVIDER). */
export const providerOf = (deps: WebhookDeps): PaymentsProvider => deps.payments ?? getPaymentsProvider();

/**
 * The rail's provider: the process's own, or another one the deployment configures for the organisations that
 * chose it (payments.provider); 404 when the deployment has no such rail (the route exists for every
 * deployment, but only one configured for Paystack has anything to say to Paystack).
 */
export function webhookRail(deps: WebhookDeps, rail: WebhookRail): PaymentsProvider {
  try {
    return paymentsRail(providerOf(deps), rail);
  } catch {
    throw notFound('errors.webhookNotFound');
  }
}

/** The provider's signature check for `rail`'s webhooks; 404 when `provider` is another rail. */
export function webhookReader(provider: PaymentsProvider, rail: WebhookRail) {
  if (provider.name !== rail || !provider.readWebhook) throw notFound('errors.webhookNotFound');
  const read = provider.readWebhook.bind(provider);
  return (rawBody: string, headers: Headers): ProviderWebhook => {
    const hook = read(rawBody, headers);
    if (!hook) throw unauthenticated('errors.invalidWebhookSignature');
    return hook;
  };
}

/** The columns' widths: a longer value is cut rather than refused (a refusal would be redelivered for ever). */
const cut = (value: string, length: number) => value.slice(0, length);

/**
 * Checks the signature over the raw body and stores the event with its processing job, in one transaction: the
 * job exists only if the row does, and a repeated delivery (even five at once) adds neither. Nothing slow
 * happens here — the provider is not called — so the rail gets its 200 at once. Returns whether it was new.
 */
export async function receiveWebhook(
  deps: WebhookDeps,
  rail: WebhookRail,
  rawBody: string,
  headers: Headers,
): Promise<boolean> {
  const provider = webhookRail(deps, rail);
  const hook = webhookReader(provider, rail)(rawBody, headers);
  return deps.db.transaction(async (tx) => {
    const row = await insertWebhookEvent(tx, {
      provider: provider.name,
      event: cut(hook.event, 64),
      dataId: cut(hook.dataId, 100),
      dataStatus: cut(hook.dataStatus, 32),
      reference: hook.reference === null ? null : cut(hook.reference, 100),
      payload: hook.payload ?? {},
    });
    if (row) await enqueue(tx, WEBHOOK_QUEUE, { id: row.id });
    return row !== undefined;
  });
}
