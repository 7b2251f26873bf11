import 'server-only';
import { createRouter } from '@/server/http/router';

export function employeesRoutes() {
  const app = createRouter();
  return app;
}
