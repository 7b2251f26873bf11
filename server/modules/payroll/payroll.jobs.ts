import 'server-only';
import type { JobDefinition } from '@/server/queue/types';
import type { DbOrTx } from '@/server/db/client';
import { outboxMailer } from '@/server/mail/mailer';
import { enqueueMany } from '@/server/queue/enqueue';
import { mailPayslipOnce } from './payslip.mail';

export const MAIL_PAYSLIP_QUEUE = 'payroll.mail-payslip';

type MailPayslipJob = { organizationId: string; payrollEmployeeId: string };

/**
 * Mails an employee their payslip once their transfer is paid (queued by payroll.payout-listener.ts in the
 * outcome's transaction). Idempotent: mailPayslipOnce claims the row first, so a redelivered job sends nothing.
 */
const mailPayslip: JobDefinition<MailPayslipJob> = {
  name: MAIL_PAYSLIP_QUEUE,
  async handler(data, ctx) {
    const outcome = await mailPayslipOnce(ctx.db, data, ctx.mailer ?? outboxMailer(ctx.db), ctx.now);
    ctx.log.info({ payrollEmployeeId: data.payrollEmployeeId, outcome }, 'payslip mail');
  },
};

/**
 * Queues the payslip mail of each paid run row, in the caller's transaction (one job per row: singleton key):
 * after a payout is paid (payroll.payout-listener.ts) and when a bank-paid run is marked paid (issue 36).
 */
export function queuePayslipMails(db: DbOrTx, organizationId: string, payrollEmployeeIds: string[]) {
  return enqueueMany(
    db,
    MAIL_PAYSLIP_QUEUE,
    payrollEmployeeIds.map((id) => ({
      data: { organizationId, payrollEmployeeId: id },
      singletonKey: `payslip-${id}`,
    })),
  );
}

export const PAYROLL_JOBS = [mailPayslip] as const;
