import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { taxCertificateSends } from '@/server/db/schema';
import { AppError, notFound } from '@/server/errors';
import { translator } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mailer } from '@/server/mail/mailer';
import { enqueue } from '@/server/queue/enqueue';
import { statutoryDetails } from '@/server/modules/employees/employees.queries';
import { documentLanguageOf, payslipRecipient } from '@/server/modules/payroll/payroll-statutory.queries';
import { getRegistration } from '../remittances.service';
import { loadReturnData, type ReturnData } from './returns.data';
import { yearSpan } from './returns.service';
import { renderCertificate } from './tax-certificate.pdf';

export const SEND_CERTIFICATES_QUEUE = 'remittances.send-tax-certificates';

/** What every certificate of the organisation shares: its document language and PAYE employer number. */
async function certificateContext(db: DbOrTx, organizationId: string) {
  const locale = await documentLanguageOf(db, organizationId);
  const registration = await getRegistration(db, organizationId, 'paye');
  return { locale, t: translator(locale), taxNumber: registration.employerNumber };
}
type CertificateContext = Awaited<ReturnType<typeof certificateContext>>;

async function render(ctx: CertificateContext, data: ReturnData, index: number, year: number) {
  const employee = data.employees[index]!;
  const bytes = await renderCertificate(
    {
      locale: ctx.locale,
      country: data.country,
      year,
      currency: data.currency,
      employer: { name: data.organizationName, taxNumber: ctx.taxNumber },
      employee,
    },
    ctx.t,
  );
  return { bytes, name: ctx.t('remittances.certificate.fileName', { year, staffId: employee.staffId }) };
}

/**
 * GET /employees/{id}/tax-certificate?year=: the employee's certificate (P9A in Kenya, a tax deduction card
 * elsewhere). Another organisation's employee → 404; no approved pay of theirs in the year → 422.
 */
export async function certificateOf(db: DbOrTx, organizationId: string, employeeId: string, year: number) {
  const found = await statutoryDetails(db, organizationId, [employeeId]);
  if (!found.has(employeeId)) throw notFound('remittances.returns.errors.employeeNotFound');
  const span = yearSpan(year);
  const data = await loadReturnData(db, organizationId, span.from, span.to, employeeId);
  if (data.employees.length === 0)
    throw new AppError('VALIDATION_FAILED', 'remittances.returns.errors.noApprovedRun', span);
  return render(await certificateContext(db, organizationId), data, 0, year);
}

/** POST statutory/annual/certificates/send: queues the year's mailing (one job per organisation and year). */
export async function queueCertificates(db: DbOrTx, organizationId: string, year: number) {
  const span = yearSpan(year);
  const data = await loadReturnData(db, organizationId, span.from, span.to);
  await enqueue(
    db,
    SEND_CERTIFICATES_QUEUE,
    { organizationId, year },
    { singletonKey: `${organizationId}:${year}` },
  );
  return { year, employees: data.employees.length };
}

/**
 * The job: mails each employee with an e-mail and approved pay in the year their certificate, at most once
 * per employee and year. Each send is claimed first (a row in tax_certificate_sends, unique per employee and
 * year) and the claim released when the mail fails, so a retry sends it and a re-run skips the rest.
 */
export async function sendCertificates(
  db: DbOrTx,
  organizationId: string,
  year: number,
  mailer: Mailer,
  now: () => Date,
) {
  const span = yearSpan(year);
  const data = await loadReturnData(db, organizationId, span.from, span.to);
  const ctx = await certificateContext(db, organizationId);
  let sent = 0;
  for (let i = 0; i < data.employees.length; i++) {
    const employeeId = data.employees[i]!.employeeId;
    const to = await payslipRecipient(db, organizationId, employeeId);
    if (!to) continue;
    const claimed = await db
      .insert(taxCertificateSends)
      .values({ organizationId, employeeId, year, email: to.email, sentAt: now() })
      .onConflictDoNothing()
      .returning({ id: taxCertificateSends.id });
    if (claimed.length === 0) continue;
    try {
      const { bytes, name } = await render(ctx, data, i, year);
      const t = ctx.t;
      await mailer.send(
        renderMail({
          to: to.email,
          subject: t('remittances.certificate.mail.subject', { year, organization: data.organizationName }),
          t,
          heading: data.organizationName,
          blocks: [
            { kind: 'p', text: t('mail.greeting', { name: to.firstName }) },
            { kind: 'p', text: t('remittances.certificate.mail.body', { year }) },
          ],
          attachments: [{ filename: name, contentType: 'application/pdf', content: bytes }],
        }),
      );
      sent++;
    } catch (e) {
      await db
        .delete(taxCertificateSends)
        .where(
          and(
            eq(taxCertificateSends.id, claimed[0]!.id),
            eq(taxCertificateSends.organizationId, organizationId),
          ),
        );
      throw e;
    }
  }
  return sent;
}
