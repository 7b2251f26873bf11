import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import { accountRoutes } from '@/server/modules/account/account.routes';
import { auditRoutes } from '@/server/modules/audit/audit.routes';
import { billingRoutes } from '@/server/modules/billing/billing.routes';
import { filesRoutes } from '@/server/modules/files/files.routes';
import { kycRoutes } from '@/server/modules/kyc/kyc.routes';
import { dashboardRoutes } from '@/server/modules/dashboard/dashboard.routes';
import { departmentsRoutes } from '@/server/modules/departments/departments.routes';
import { employeesImportRoutes } from '@/server/modules/employees/employees-import.routes';
import { employeesRoutes } from '@/server/modules/employees/employees.routes';
import { payrollGroupsRoutes } from '@/server/modules/payroll-groups/payroll-groups.routes';
import { consultantsRoutes } from '@/server/modules/consultants/consultants.routes';
import { organizationRoutes } from '@/server/modules/organization/organization.routes';
import { notificationsRoutes } from '@/server/modules/notifications/notifications.routes';
import { paymentsRoutes } from '@/server/modules/payments/payments.routes';
import { platformRoutes } from '@/server/modules/platform/platform.routes';
import { settingsRoutes } from '@/server/modules/settings/settings.routes';
import { teamRoutes } from '@/server/modules/team/team.routes';
import { walletRoutes } from '@/server/modules/wallet/wallet.routes';
import type { AppDeps, AppEnv } from './context';
import { handleError } from './errors-handler';
import { auditTrail } from './middleware/audit';
import { requestContext } from './middleware/request-context';
import { requireLiveSubscriptionForWrites, SUBSCRIPTION_GUARDED_PREFIXES } from './middleware/subscription';

export const API_BASE = '/api/v1';

/** The whole `/api/v1` API. Built from its dependencies so tests run it in-process with `app.request`. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>().basePath(API_BASE);
  app.use('*', requestContext(deps));
  app.use('*', auditTrail);

  for (const prefix of SUBSCRIPTION_GUARDED_PREFIXES) {
    app.use(prefix, requireLiveSubscriptionForWrites);
    app.use(`${prefix}/*`, requireLiveSubscriptionForWrites);
  }

  app.route('/', platformRoutes());
  app.route('/account', accountRoutes());
  app.route('/notifications', notificationsRoutes());
  app.route('/billings', billingRoutes());
  app.route('/organizations', organizationRoutes());
  app.route('/organizations', settingsRoutes());
  app.route('/organizations', teamRoutes());
  app.route('/consultants', consultantsRoutes());
  app.route('/', walletRoutes());
  app.route('/payments', paymentsRoutes());
  app.route('/file', filesRoutes());
  app.route('/organizations', kycRoutes());
  app.route('/audits', auditRoutes());
  // The import router first: its fixed paths (add-ons/bulk, import/download-sheet) must win over
  // the employees router's `{employee_id}` patterns.
  app.route('/employees', employeesImportRoutes());
  app.route('/employees', employeesRoutes());
  app.route('/departments', departmentsRoutes());
  app.route('/payroll-groups', payrollGroupsRoutes());
  app.route('/', dashboardRoutes()); // admin/stats and dashboard/*

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Paygrid API',
      version: '1',
      description:
        'Payroll and HR for employers and payroll consultants. Success: `{ message, data, meta? }`; error: `{ message, code, errors? }`. Money is integer minor units.',
    },
  });

  app.notFound((c) => c.json({ message: c.var.t('errors.pageNotFound', { path: c.req.path }), code: 'NOT_FOUND' }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
