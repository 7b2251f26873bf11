import 'server-only';
import { dashboardChecklistSchema } from '@/lib/contracts/organization';
import { moduleRouter } from '@/server/http/module-router';
import { okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { getDashboardChecklist } from './onboarding.service';

/**
 * The onboarding checklist keeps its place in the API: the organisation's route (its operation id, audit
 * entity and OpenAPI tag), mounted at /organizations (lib/modules.ts) beside settings, KYC and team. It lives
 * here because the checklist reads the wallet, staff and payroll, which the organisation module may not import.
 */
export function onboardingRoutes() {
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
