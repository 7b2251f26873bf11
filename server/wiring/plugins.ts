import 'server-only';
import type { AppDeps, CoreDeps, Plugins } from '@/server/deps';
import { subscriptionAccess } from '@/server/modules/billing/billing-subscription';
import { employeePayHistory } from '@/server/modules/payroll/payroll.queries';
import { remittancesFileAccess } from '@/server/modules/remittances/remittances.file-access';
import { statutoryAdminRoleExtra } from '@/server/modules/remittances/remittances.queries';
import { certificateOf } from '@/server/modules/remittances/returns/tax-certificate.service';
import { EMPLOYEE_EXPORT_SECTIONS } from './employee-export';
import { PAYOUT_LISTENERS } from './payouts';
import { PAYROLL_APPROVAL_HOOKS, PAYROLL_APPROVAL_NOTICES, PAYROLL_SOURCES } from './payroll';

/**
 * Every plugin list, handed to its host through AppDeps (`deps.plugins`) and a job's context: the hosts
 * (payroll, payouts, files, identity, employees) import none of the modules that plug into them.
 */
export const PLUGINS: Plugins = {
  payrollSources: PAYROLL_SOURCES,
  payrollApprovalHooks: PAYROLL_APPROVAL_HOOKS,
  payrollApprovalNotices: PAYROLL_APPROVAL_NOTICES,
  payoutListeners: PAYOUT_LISTENERS,
  // a statutory admin uploads receipt files and reads those of the types they manage
  fileAccess: [remittancesFileAccess],
  // a statutory admin's types on their role (account/me), which open remittances' screens
  userRoleExtras: [statutoryAdminRoleExtra],
  // the employee record's payroll-history tab reads payroll's runs and payouts; employees imports neither
  employeePayHistory,
  // the employee record's year-end tax certificate (issue 36) is drawn by remittances from approved runs
  employeeTaxCertificate: certificateOf,
  // the employee's data export (NDPA) takes pay, payouts, leave, shifts and EWA from their modules
  employeeExportSections: EMPLOYEE_EXPORT_SECTIONS,
  // the API's module guard (server/http/middleware/subscription.ts) reads the subscription through billing
  subscriptionAccess,
};

/** The app's full dependencies: the given ones, with the wired plugin lists unless they bring their own. */
export function appDeps(deps: CoreDeps & { plugins?: Plugins }): AppDeps {
  return { ...deps, plugins: deps.plugins ?? PLUGINS };
}
