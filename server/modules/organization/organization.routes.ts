import 'server-only';
import { dashboardChecklistSchema } from '@/lib/contracts/organization';
import { moduleRouter } from '@/server/http/module-router';
import { okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { getDashboardChecklist } from './organization.service';

/** Mounted at /organizations (lib/modules.ts), beside settings, KYC and team on the same prefix. */
export function organizationRoutes() {
  const m = moduleRouter('organization', ['Organisation']);
  // GET /organizations/dashboard-checklist — onboarding progress, KYC status and whether a wallet exists
  m.openapi(
    m.route({
      method: 'get',
      path: '/dashboard-checklist',
      permission: null,
      responses: okResponse(dashboardChecklistSchema),
    }),
    async (c) =>
      ok(c, 'api.ok', await getDashboardChecklist(c.var.deps, c.var.auth.userId, c.var.organizationId)),
  );
  return m.build();
}
