import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { payrollRunEmployees, payrollRuns } from '@/server/db/schema';
import { translator } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mailer } from '@/server/mail/mailer';
import { effectiveToggle } from '@/server/modules/payroll-groups/payroll-groups-settings.service';
import { payslipRecipient } from './payroll-employees.read';
import { readPayslip } from './payslip.data';
import { renderPayslip } from './payslip.layout';

export type PayslipMailOutcome = 'sent' | 'alreadySent' | 'disabled' | 'noRecipient' | 'notFound';

/**
 * Mails one employee their payslip PDF for one run, at most once (the "payout paid" job calls it; jobs are
 * delivered at least once and may run side by side).
 *
 * Exactly-once is held by a claim: ONE conditional UPDATE sets `payslip_mailed_at` where it is still null and
 * commits before anything is sent. Of concurrent callers only the one whose update matched sends; the others
 * see `alreadySent`. When sending fails the claim is released (so the job's retry mails it) and the error is
 * rethrown. A process killed between claim and send loses that one mail rather than ever mailing twice.
 */
export async function mailPayslipOnce(
  db: DbOrTx,
  input: { organizationId: string; payrollEmployeeId: string },
  mailer: Mailer,
  now: () => Date = () => new Date(),
): Promise<PayslipMailOutcome> {
  const { organizationId, payrollEmployeeId } = input;
  const [found] = await db
    .select({
      employeeId: payrollRunEmployees.employeeId,
      mailedAt: payrollRunEmployees.payslipMailedAt,
      groupId: payrollRuns.payrollGroupId,
    })
    .from(payrollRunEmployees)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunEmployees.runId))
    .where(
      and(
        eq(payrollRunEmployees.organizationId, organizationId),
        eq(payrollRunEmployees.id, payrollEmployeeId),
      ),
    );
  if (!found) return 'notFound';
  if (found.mailedAt) return 'alreadySent';
  if (!(await effectiveToggle(db, organizationId, found.groupId, 'payroll.emailPayslips'))) return 'disabled';
  const to = await payslipRecipient(db, organizationId, found.employeeId);
  if (!to) return 'noRecipient';

  const claimedAt = now();
  const claimed = await db
    .update(payrollRunEmployees)
    .set({ payslipMailedAt: claimedAt })
    .where(
      and(
        eq(payrollRunEmployees.id, payrollEmployeeId),
        eq(payrollRunEmployees.organizationId, organizationId),
        isNull(payrollRunEmployees.payslipMailedAt),
      ),
    )
    .returning({ id: payrollRunEmployees.id });
  if (claimed.length === 0) return 'alreadySent';

  try {
    const doc = await readPayslip(db, organizationId, payrollEmployeeId);
    const pdf = await renderPayslip(doc);
    const t = translator(doc.locale);
    const period = new Intl.DateTimeFormat(doc.locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${doc.run.period}-01T00:00:00Z`));
    const params = {
      period,
      organization: doc.organization.name,
      run: doc.run.name,
      net: formatMoney(doc.totals.net, doc.currency, doc.locale),
    };
    await mailer.send(
      renderMail({
        to: to.email,
        subject: t('payroll-documents.mail.subject', params),
        t,
        heading: doc.organization.name,
        blocks: [
          { kind: 'p', text: t('mail.greeting', { name: to.firstName }) },
          { kind: 'p', text: t('payroll-documents.mail.body', params) },
        ],
        attachments: [
          {
            filename: t('payroll-documents.mail.fileName', { period: doc.run.period }),
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
      }),
    );
    return 'sent';
  } catch (e) {
    // release only our own claim
    await db
      .update(payrollRunEmployees)
      .set({ payslipMailedAt: null })
      .where(
        and(
          eq(payrollRunEmployees.id, payrollEmployeeId),
          sql`${payrollRunEmployees.payslipMailedAt} = ${claimedAt.toISOString()}::timestamptz`,
        ),
      );
    throw e;
  }
}
