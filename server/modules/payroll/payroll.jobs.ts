import 'server-only';
import type { JobDefinition } from '@/server/queue/types';
import { outboxMailer } from '@/server/mail/mailer';
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

export const PAYROLL_JOBS = [mailPayslip] as const;
