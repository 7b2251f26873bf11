import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The node:http bridge every fake rail runs on (@hono/node-server is not a dependency): each request goes to
 * the Hono app's fetch handler on 127.0.0.1, with bindings to drop the connection (a lost answer) and to know
 * when the client hung up (a timeout before the rail applied anything), and an optional latency like a real
 * API's over the internet (the bench).
 */
export type FakeBindings = { drop: () => void; clientGone: Promise<void> };

type FetchApp = { fetch: (request: Request, env: FakeBindings) => Response | Promise<Response> };

export function requestOf(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(`http://127.0.0.1${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

export async function serveFakeApp(
  app: FetchApp,
  { port: fixedPort = 0, latencyMs }: { port?: number; latencyMs?: [number, number] } = {},
) {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (latencyMs) {
      const [min, max] = latencyMs;
      await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
    }
    const clientGone = new Promise<void>((resolve) => res.once('close', () => resolve()));
    const response = await app.fetch(requestOf(req, Buffer.concat(chunks)), {
      drop: () => res.socket?.destroy(),
      clientGone,
    });
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(fixedPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ControlRoutes = Record<
  string,
  (body: Record<string, unknown>, url: URL) => Promise<unknown> | unknown
>;

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A standalone fake's HTTP control API (npm run fake:<rail>): `"METHOD /path"` routes with JSON bodies, plus
 * `GET /transfers/{reference}`; 404 for anything unknown or null, 400 with the error for a throw.
 */
export async function serveControl(
  port: number,
  routes: ControlRoutes,
  transfer: (reference: string) => unknown,
) {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const byReference = /^\/transfers\/([^/]+)$/.exec(url.pathname);
      const route = routes[`${req.method} ${url.pathname}`];
      const answer = byReference
        ? transfer(decodeURIComponent(byReference[1]!))
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Stops a standalone fake on SIGTERM or SIGINT. */
export function stopOnSignal(stop: () => Promise<void>) {
  const handler = () => void stop().then(() => process.exit(0));
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
