import 'server-only';
import type { PaymentsProvider } from '@/server/payments-provider';
import { activeTelemetry } from './hooks';

/**
 * The provider's local helpers: signature checks, parsing, the fee table. They never leave the process and run
 * once per payout, so a span each would only add noise.
 */
const LOCAL_METHODS = new Set<string>([
  'transferFee',
  'parseWebhook',
  'parseTransferWebhook',
  'readWebhook',
  'verifyWebhookSignature',
  'signWebhook',
  'signTransferWebhook',
]);

/**
 * The payments provider with a span per call (`payments.<method>`, the provider's name and the method as
 * attributes; never the arguments: they carry account numbers and names). Built once where the provider is
 * constructed (payments.service.ts `getPaymentsProvider`); it reads the telemetry slot at each call, so with
 * telemetry off a call costs one property read.
 */
export function traceProvider(provider: PaymentsProvider): PaymentsProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string' || LOCAL_METHODS.has(property))
        return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        const telemetry = activeTelemetry();
        const call = () => method.apply(target, args);
        return telemetry ? telemetry.providerCall(target.name, property, call) : call();
      };
    },
  });
}
