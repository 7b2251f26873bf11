// The fake Paystack as a process of its own (npm run fake:paystack): for trying a Paystack-configured
// deployment locally and for the e2e suite, which cannot reach the fake's in-process control object.
//   FAKE_PAYSTACK_PORT        the Paystack API (default 4010): PAYSTACK_BASE_URL=http://127.0.0.1:4010
//   FAKE_PAYSTACK_CONTROL_PORT its control API (default the API port + 1), below
//   PAYSTACK_SECRET_KEY        the key it accepts and signs webhooks with (default sk_test_fake)
//   FAKE_PAYSTACK_WEBHOOK_URL  where it POSTs webhooks (default http://127.0.0.1:3000/api/v1/webhooks/paystack)
// Control (JSON bodies): POST /fund { accountNumber, amount, senderName? } pays into a dedicated account and
// delivers its charge.success; POST /script { reference, outcome, options? }; POST /deliver { event,
// reference }; POST /advance { reference }; GET /transfers/{reference}; GET /balance?currency=NGN.
// It listens on 127.0.0.1 only and never talks to api.paystack.co.
import { serveControl, stopOnSignal, type ControlRoutes } from '../shared/serve-app';
import { startFakePaystack, type WebhookEvent } from './index';
import type { Outcome, ScriptOptions } from './fake-state';

const port = Number(process.env.FAKE_PAYSTACK_PORT ?? 4010);
const controlPort = Number(process.env.FAKE_PAYSTACK_CONTROL_PORT ?? port + 1);
const secretKey = process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_fake';
const webhookUrl = process.env.FAKE_PAYSTACK_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/v1/webhooks/paystack';

async function main() {
  const fake = await startFakePaystack({
    secretKey,
    webhookUrl,
    port,
    balance: { NGN: 50_000_000_000, GHS: 1_000_000_000, KES: 1_000_000_000 },
  });
  const { control } = fake;
  const routes: ControlRoutes = {
    'POST /fund': async (b) => {
      const reference = control.fundDedicatedAccount({
        accountNumber: String(b.accountNumber),
        amount: Number(b.amount),
        senderName: b.senderName ? String(b.senderName) : undefined,
      });
      const [delivery] = await control.deliver({ event: 'charge.success', reference });
      return { reference, delivery };
    },
    'POST /script': (b) => {
      control.script(String(b.reference), b.outcome as Outcome, (b.options ?? {}) as ScriptOptions);
      return { scripted: true };
    },
    'POST /deliver': async (b) => ({
      delivery: await control.deliver({ event: b.event, reference: String(b.reference) } as WebhookEvent),
    }),
    'POST /advance': (b) => control.advance(String(b.reference)),
    'GET /balance': (_b, url) => ({ balance: control.balance(url.searchParams.get('currency') ?? 'NGN') }),
  };
  const server = await serveControl(controlPort, routes, (reference) => control.transfer(reference));
  console.log(
    `fake Paystack on ${fake.baseUrl} (control http://127.0.0.1:${controlPort}), webhooks → ${webhookUrl}`,
  );
  stopOnSignal(async () => {
    server.close();
    await fake.close();
  });
}

void main();
