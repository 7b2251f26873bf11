import 'server-only';
import { BILLING_JOBS } from '@/server/modules/billing/billing.jobs';
import { COMMS_JOBS } from '@/server/modules/comms/comms.jobs';
import { EMPLOYEES_JOBS } from '@/server/modules/employees/employees-bank-change.mail';
import { LEAVE_JOBS } from '@/server/modules/leave/leave.jobs';
import { PAYOUT_JOBS } from '@/server/modules/payouts/payouts.worker';
import { PAYROLL_JOBS } from '@/server/modules/payroll/payroll.jobs';
import { PAYROLL_LEVELS_JOBS } from '@/server/modules/payroll/payroll-levels.jobs';
import { PAYROLL_RELEASE_JOBS } from '@/server/modules/payroll/payroll-release.jobs';
import { REMITTANCES_JOBS } from '@/server/modules/remittances/remittances.auto-remit';
import { TAX_CERTIFICATE_JOBS } from '@/server/modules/remittances/returns/tax-certificate.jobs';
import { WEBHOOK_JOBS } from '@/server/modules/webhooks/webhooks.jobs';
import type { JobDefinition } from '@/server/queue/types';
import { CHORE_JOBS } from './chores';
import { PLUGINS } from './plugins';

type AnyJob = JobDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A job whose handler gets the wired plugin lists when its context brings none (payouts' listeners). */
const withPlugins = (job: AnyJob): AnyJob => ({
  ...job,
  handler: (data, ctx) => job.handler(data, ctx.plugins ? ctx : { ...ctx, plugins: PLUGINS }),
});

/** Every queue the workers serve (the job registry). A module adds its jobs with one line here. */
export const JOBS: readonly AnyJob[] = [
  ...CHORE_JOBS,
  ...PAYOUT_JOBS,
  ...PAYROLL_JOBS,
  ...PAYROLL_RELEASE_JOBS,
  ...PAYROLL_LEVELS_JOBS,
  ...COMMS_JOBS,
  ...EMPLOYEES_JOBS,
  ...BILLING_JOBS,
  ...LEAVE_JOBS,
  ...REMITTANCES_JOBS,
  ...TAX_CERTIFICATE_JOBS,
  ...WEBHOOK_JOBS,
].map(withPlugins);
