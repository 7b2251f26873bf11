import 'server-only';
import type { CoreDeps, Plugins } from '@/server/deps';
import { createApi, type App } from '@/server/http/app';
import { appDeps } from './plugins';
import { mountedModules } from './routes';

export { API_BASE, type App } from '@/server/http/app';

/**
 * The whole `/api/v1` API: the HTTP layer (server/http/app.ts) with every module's routes and the wired plugin
 * lists (unless `deps` brings its own). Built from its dependencies so tests run it in-process with
 * `app.request`.
 */
export function createApp(deps: CoreDeps & { plugins?: Plugins }): App {
  return createApi(appDeps(deps), mountedModules());
}
