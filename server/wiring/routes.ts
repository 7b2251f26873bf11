import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { MODULES, type ModuleDef, type ModuleName } from '@/lib/modules';
import { accountRoutes } from '@/server/modules/account/account.routes';
import { auditRoutes } from '@/server/modules/audit/audit.routes';
import { billingRoutes } from '@/server/modules/billing/billing.routes';
import { benefitsRoutes } from '@/server/modules/benefits/benefits.routes';
import { chatRoutes } from '@/server/modules/chat/chat.routes';
import { commsRoutes } from '@/server/modules/comms/comms.routes';
import { consultantsRoutes } from '@/server/modules/consultants/consultants.routes';
import { dashboardRoutes } from '@/server/modules/dashboard/dashboard.routes';
import { departmentsRoutes } from '@/server/modules/departments/departments.routes';
import { employeesRoutes } from '@/server/modules/employees/employees.routes';
import { filesRoutes } from '@/server/modules/files/files.routes';
import { hiringRoutes } from '@/server/modules/hiring/hiring.routes';
import { kycRoutes } from '@/server/modules/kyc/kyc.routes';
import { leaveRoutes } from '@/server/modules/leave/leave.routes';
import { notificationsRoutes } from '@/server/modules/notifications/notifications.routes';
import { onboardingRoutes } from '@/server/modules/onboarding/onboarding.routes';
import { paymentsRoutes } from '@/server/modules/payments/payments.routes';
import { payrollRoutes } from '@/server/modules/payroll/payroll.routes';
import { payoutsRoutes } from '@/server/modules/payouts/payouts.routes';
import { payrollGroupsRoutes } from '@/server/modules/payroll-groups/payroll-groups.routes';
import { remittancesRoutes } from '@/server/modules/remittances/remittances.routes';
import { platformRoutes } from '@/server/modules/platform/platform.routes';
import { securityRoutes } from '@/server/modules/security/security.routes';
import { settingsRoutes } from '@/server/modules/settings/settings.routes';
import { shiftsRoutes } from '@/server/modules/shifts/shifts.routes';
import { teamRoutes } from '@/server/modules/team/team.routes';
import { walletRoutes } from '@/server/modules/wallet/wallet.routes';
import { webhooksRoutes } from '@/server/modules/webhooks/webhooks.routes';
import type { MountedModule } from '@/server/http/app';
import type { AppEnv } from '@/server/http/context';

/**
 * Each module's router (the route registrars): the API half of its registry entry (lib/modules.ts names the
 * mount prefix). A new module mounts with one line here.
 */
const ROUTES: Partial<Record<ModuleName, () => OpenAPIHono<AppEnv>>> = {
  platform: platformRoutes,
  account: accountRoutes,
  // the organisation's one route, the onboarding checklist, is onboarding's (it reads wallet, staff, payroll)
  organization: onboardingRoutes,
  dashboard: dashboardRoutes,
  employees: employeesRoutes,
  departments: departmentsRoutes,
  'payroll-groups': payrollGroupsRoutes,
  payroll: payrollRoutes,
  wallet: walletRoutes,
  consultants: consultantsRoutes,
  billing: billingRoutes,
  settings: settingsRoutes,
  security: securityRoutes,
  kyc: kycRoutes,
  team: teamRoutes,
  audit: auditRoutes,
  notifications: notificationsRoutes,
  payments: paymentsRoutes,
  files: filesRoutes,
  chat: chatRoutes,
  shifts: shiftsRoutes,
  hiring: hiringRoutes,
  leave: leaveRoutes,
  comms: commsRoutes,
  benefits: benefitsRoutes,
  payouts: payoutsRoutes,
  webhooks: webhooksRoutes,
  remittances: remittancesRoutes,
};

/**
 * Modules in mount order: a longer prefix first (`/employees/benefits` before `/employees`), `/` last, so a
 * module nested in another's prefix is never shadowed by the outer one's `{id}` routes.
 */
export function mountedModules(): MountedModule[] {
  const depth = (api: string) => api.split('/').filter(Boolean).length;
  return (MODULES as readonly ModuleDef[])
    .filter((def) => def.api && ROUTES[def.name as ModuleName])
    .map((def) => ({ def, routes: ROUTES[def.name as ModuleName]! }))
    .sort((a, b) => depth(b.def.api!) - depth(a.def.api!));
}
