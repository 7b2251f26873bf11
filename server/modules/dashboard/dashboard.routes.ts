import 'server-only';
import { createRouter } from '@/server/http/router';

export function dashboardRoutes() {
  const app = createRouter();
  return app;
}
