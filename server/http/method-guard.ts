import 'server-only';
import http from 'node:http';
import { pickLocale } from '@/lib/i18n/config';
import { translator } from '@/server/i18n';

/** The methods the app answers anywhere (pages: GET, HEAD, POST for server actions; the API: the rest). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

/**
 * The answer to a method no route has (TRACE, CONNECT, PROPFIND …): 405 with `Allow`, in our error envelope.
 * Next.js itself answers such methods with a 400 on route handlers and a 500 on pages, so the check runs
 * before Next sees the request.
 */
export function methodNotAllowed(acceptLanguage: string | undefined) {
  const t = translator(pickLocale(acceptLanguage));
  return {
    status: 405,
    headers: { allow: ALLOWED_METHODS.join(', '), 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ message: t('errors.methodNotAllowed'), code: 'METHOD_NOT_ALLOWED' }),
  };
}

const state = globalThis as unknown as { __paygridMethodGuard?: boolean };

/** Runs once at server start (instrumentation.ts): answers unknown methods with 405 before Next.js routes them. */
export function installMethodGuard() {
  if (state.__paygridMethodGuard) return;
  const proto = http.Server.prototype as unknown as {
    emit: (event: string | symbol, ...args: unknown[]) => boolean;
  };
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      if (!allowed.has(req.method ?? '')) {
        const answer = methodNotAllowed(req.headers['accept-language']);
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
  state.__paygridMethodGuard = true;
}
