// The fake Flutterwave as a process of its own (npm run fake:flutterwave): for trying a Flutterwave-configured
// deployment locally and for the e2e suite, which cannot reach the fake's in-process control object.
//   FAKE_FLUTTERWAVE_PORT          the Flutterwave API (default 4020): FLUTTERWAVE_BASE_URL=http://127.0.0.1:4020
//   FAKE_FLUTTERWAVE_CONTROL_PORT  its control API (default the API port + 1), below
//   FLUTTERWAVE_SECRET_KEY         the key it accepts (default FLWSECK_TEST-fake-X)
//   FLUTTERWAVE_WEBHOOK_HASH       the verif-hash it sends (default fake-webhook-hash)
//   FAKE_FLUTTERWAVE_WEBHOOK_URL   where it POSTs webhooks (default http://127.0.0.1:3000/api/v1/webhooks/flutterwave)
// Control (JSON bodies): POST /fund { accountNumber, amount (major units) } pays into a virtual account and
// delivers its charge.completed; POST /charge { txRef, status? } settles a mobile-money charge and delivers it;
// POST /script { reference, outcome, options? }; POST /deliver { reference } (transfer.completed);
// POST /advance { reference }; GET /transfers/{reference}; GET /balance?currency=UGX (major units).
// It listens on 127.0.0.1 only and never talks to api.flutterwave.com.
import { serveControl, stopOnSignal, type ControlRoutes } from '../shared/serve-app';
import type { Outcome, ScriptOptions } from './fake-state';
import { startFakeFlutterwave } from './index';

const port = Number(process.env.FAKE_FLUTTERWAVE_PORT ?? 4020);
const controlPort = Number(process.env.FAKE_FLUTTERWAVE_CONTROL_PORT ?? port + 1);
const secretKey = process.env.FLUTTERWAVE_SECRET_KEY ?? 'FLWSECK_TEST-fake-X';
const webhookHash = process.env.FLUTTERWAVE_WEBHOOK_HASH ?? 'fake-webhook-hash';
const webhookUrl =
  process.env.FAKE_FLUTTERWAVE_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/v1/webhooks/flutterwave';

async function main() {
  const fake = await startFakeFlutterwave({
    secretKey,
    webhookHash,
    webhookUrl,
    port,
    balance: { NGN: 500_000_000, UGX: 50_000_000_000, GHS: 10_000_000, KES: 1_000_000_000 },
  });
  const { control } = fake;
  const routes: ControlRoutes = {
    'POST /fund': async (b) => {
      const id = control.fundVirtualAccount({
        accountNumber: String(b.accountNumber),
        amount: Number(b.amount),
      });
      const [delivery] = await control.deliver({ event: 'charge.completed', id });
      return { id, delivery };
    },
    'POST /charge': async (b) => {
      const id = control.completeCharge(String(b.txRef), b.status === 'failed' ? 'failed' : 'successful');
      const [delivery] = await control.deliver({ event: 'charge.completed', id });
      return { id, delivery };
    },
    'POST /script': (b) => {
      control.script(String(b.reference), b.outcome as Outcome, (b.options ?? {}) as ScriptOptions);
      return { scripted: true };
    },
    'POST /deliver': async (b) => ({
      delivery: await control.deliver({ event: 'transfer.completed', reference: String(b.reference) }),
    }),
    'POST /advance': (b) => control.advance(String(b.reference)),
    'GET /balance': (_b, url) => ({ balance: control.balance(url.searchParams.get('currency') ?? 'NGN') }),
  };
  const server = await serveControl(controlPort, routes, (reference) => control.transfer(reference));
  console.log(
    `fake Flutterwave on ${fake.baseUrl} (control http://127.0.0.1:${controlPort}), webhooks → ${webhookUrl}`,
  );
  stopOnSignal(async () => {
    server.close();
    await fake.close();
  });
}

void main();
