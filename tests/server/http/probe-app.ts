import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/server/http/context';
import { handleError } from '@/server/http/errors-handler';
import { readBody } from '@/server/http/middleware/body-limit';
import { inputGuard } from '@/server/http/middleware/input-guard';
import { requestContext } from '@/server/http/middleware/request-context';
import type { ModuleRouter } from '@/server/http/module-router';
import { getHarness } from '../helpers/app';

/**
 * An app with the real global middleware and one module router mounted at `prefix`: tests of the module
 * template declare probe routes on it exactly as modules declare theirs.
 */
export async function probeApp(prefix: string, m: ModuleRouter) {
  const { deps } = await getHarness();
  const app = new OpenAPIHono<AppEnv>().basePath('/api/v1');
  app.use('*', requestContext(deps));
  app.use('*', readBody);
  app.use('*', inputGuard);
  app.route(prefix, m.build());
  app.onError(handleError);
  return async (
    path: string,
    init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.request(`/api/v1${prefix}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...(init.token && { authorization: `Bearer ${init.token}` }),
        ...init.headers,
      },
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: res.status, body, headers: res.headers };
  };
}
