import 'server-only';
import { createRouter } from '@/server/http/router';

export function departmentsRoutes() {
  const app = createRouter();
  return app;
}
