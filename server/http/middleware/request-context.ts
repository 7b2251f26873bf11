import 'server-only';
import { createMiddleware } from 'hono/factory';
import { pickLocale } from '@/lib/i18n/config';
import { translator } from '@/server/i18n';
import { logger } from '@/server/logger';
import { clientAddress } from '../client-address';
import type { AppDeps } from '@/server/deps';
import type { AppEnv } from '../context';

/** First middleware: request id, language, logger and dependencies for everything after it. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    const locale = pickLocale(c.req.header('accept-language'));
    const log = logger.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('locale', locale);
    c.set('t', translator(locale));
    c.set('log', log);
    c.set('ip', clientAddress(c.req, deps.config.trustProxy));
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    // Answers carry personal and pay data: no browser or proxy may keep them unless a route says otherwise.
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
