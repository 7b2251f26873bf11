import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ModuleDef } from '@/lib/modules';
import type { AppDeps } from '@/server/deps';
import { traceRequests } from '@/server/telemetry/hooks';
import type { AppEnv } from './context';
import { handleError } from './errors-handler';
import { countInFlight } from './lifecycle';
import { ALLOWED_METHODS, methodNotAllowed } from './method-guard';
import { readBody } from './middleware/body-limit';
import { inputGuard } from './middleware/input-guard';
import { requestContext } from './middleware/request-context';
import { routeTemplate } from './route-template';

export const API_BASE = '/api/v1';

/** A module's router and its registry entry (lib/modules.ts names the mount prefix). */
export type MountedModule = { def: ModuleDef; routes: () => OpenAPIHono<AppEnv> };

/**
 * The whole `/api/v1` API, from its dependencies and the modules' routers in mount order: the HTTP layer's
 * part. server/wiring/app.ts `createApp` hands it the wired routes and plugins; tests run it in-process with
 * `app.request`.
 */
export function createApi(deps: AppDeps, modules: readonly MountedModule[]) {
  const app = new OpenAPIHono<AppEnv>().basePath(API_BASE);
  // Outermost, so the request's log lines carry its trace id. A path no route matched is named as one: the
  // raw path could hold anything (an email typed into a URL).
  app.use(
    '*',
    traceRequests((c) =>
      c.req.routePath.endsWith('*') ? `${API_BASE}/{unmatched}` : `${API_BASE}${routeTemplate(c)}`,
    ),
  );
  // A server shutting down waits for every request counted here (lifecycle.ts, boot/shutdown.ts).
  app.use('*', countInFlight);
  app.use('*', requestContext(deps));
  // The server refuses unknown methods before Next.js (method-guard.ts); this covers in-process callers.
  app.use('*', async (c, next) => {
    if ((ALLOWED_METHODS as readonly string[]).includes(c.req.method)) return next();
    const answer = methodNotAllowed(c.req.header('accept-language'));
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  // Before anything reads the session: a huge body is refused at once, unstorable text with its field named.
  app.use('*', readBody);
  app.use('*', inputGuard);

  // One app.route() per module, from the registry (lib/modules.ts); see server/wiring/routes.ts for the order.
  for (const { def, routes } of modules) app.route(def.api!, routes());

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Paygrid API',
      version: '1',
      description:
        'Payroll and HR for employers and payroll consultants. Success: `{ message, data, meta? }`; error: `{ message, code, errors? }`. Money is integer minor units.',
    },
  });

  app.notFound((c) =>
    c.json({ message: c.var.t('errors.pageNotFound', { path: c.req.path }), code: 'NOT_FOUND' }, 404),
  );
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApi>;
