import 'server-only';
import http from 'node:http';

/**
 * The header carrying the TCP peer's address from the Node server to the API. The server hook below sets it
 * on every request, replacing whatever a client sent, so it cannot be forged while the hook is installed.
 */
export const PEER_HEADER = 'x-paygrid-peer';

const state = globalThis as unknown as { __paygridPeerHook?: boolean };

/**
 * Runs once at server start (instrumentation.ts): stamps each incoming request with its socket's remote
 * address before Next.js sees it. Next keeps a client's own X-Forwarded-For as it is, so without this the
 * real client address would be lost whenever a client sends that header.
 */
export function installPeerAddressHook() {
  if (state.__paygridPeerHook) return;
  const proto = http.Server.prototype as unknown as {
    emit: (event: string | symbol, ...args: unknown[]) => boolean;
  };
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  };
  state.__paygridPeerHook = true;
}

type Headers = { header(name: string): string | undefined };

/**
 * The client's address, the key of per-address rate limits. With `trustProxy` hops (TRUST_PROXY), the
 * address the nearest trusted proxy recorded in X-Forwarded-For (entries further left are the client's own
 * claims); otherwise the TCP peer, so rotating X-Forwarded-For gains nothing. 'local' when neither is known
 * (in-process calls).
 */
export function clientAddress(req: Headers, trustProxy: number): string {
  return resolve(req, trustProxy).slice(0, 64); // the width of the audit and session `ip` columns
}

function resolve(req: Headers, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded.length) return forwarded[Math.max(0, forwarded.length - trustProxy)]!;
    const real = req.header('x-real-ip')?.trim();
    if (real) return real;
  }
  const peer = state.__paygridPeerHook ? req.header(PEER_HEADER)?.trim() : undefined;
  return peer || 'local';
}
