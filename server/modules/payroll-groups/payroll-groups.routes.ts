import 'server-only';
import { createRouter } from '@/server/http/router';

export function payrollGroupsRoutes() {
  const app = createRouter();
  return app;
}
