import 'server-only';
import { createMiddleware } from 'hono/factory';
import type { ModuleName } from '@/lib/modules';
import type { AppEnv } from '../context';

/** First middleware of every module route: names the module (the audit entity, the subscription guard). */
export const inModule = (name: ModuleName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('module', name);
    await next();
  });
