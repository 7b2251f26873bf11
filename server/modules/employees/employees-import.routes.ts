import 'server-only';
import { createRouter } from '@/server/http/router';

export function employeesImportRoutes() {
  const app = createRouter();
  return app;
}
