import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationResponse } from './errors-handler';

/** A module's sub-app: invalid params, query or body answer 422 with localised field errors. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (r, c) => (r.success ? undefined : validationResponse(c, r.error)),
  });
}
