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
import { createServer, type IncomingMessage } from 'node:http';
import { startFakePaystack, type WebhookEvent } from './index';
import type { Outcome, ScriptOptions } from './fake-state';

const port = Number(process.env.FAKE_PAYSTACK_PORT ?? 4010);
const controlPort = Number(process.env.FAKE_PAYSTACK_CONTROL_PORT ?? port + 1);
const secretKey = process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_fake';
const webhookUrl = process.env.FAKE_PAYSTACK_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/v1/webhooks/paystack';

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function main() {
  const fake = await startFakePaystack({
    secretKey,
    webhookUrl,
    port,
    balance: { NGN: 50_000_000_000, GHS: 1_000_000_000, KES: 1_000_000_000 },
  });
  const { control } = fake;
  const routes: Record<string, (body: Record<string, unknown>, url: URL) => Promise<unknown> | unknown> = {
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
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const transfer = /^\/transfers\/([^/]+)$/.exec(url.pathname);
      const route = routes[`${req.method} ${url.pathname}`];
      const answer = transfer
        ? control.transfer(decodeURIComponent(transfer[1]!))
        : route
          ? await route(await bodyOf(req), url)
          : undefined;
      res.writeHead(answer === undefined || answer === null ? 404 : 200, {
        'content-type': 'application/json',
      });
      res.end(JSON.stringify(answer ?? { error: 'not found' }));
    })().catch((e: unknown) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(controlPort, '127.0.0.1', resolve));
  console.log(
    `fake Paystack on ${fake.baseUrl} (control http://127.0.0.1:${controlPort}), webhooks → ${webhookUrl}`,
  );
  const stop = async () => {
    server.close();
    await fake.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
