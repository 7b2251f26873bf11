import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { employeeBankChanges, employees, payrollSettings } from '@/server/db/schema';
import { translator } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mail } from '@/server/mail/mailer';
import { listMembers } from '@/server/modules/identity/identity.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { enqueue } from '@/server/queue/enqueue';
import { jobDeps } from '@/server/queue/job-deps';
import type { JobContext, JobDefinition } from '@/server/queue/types';

/**
 * Every bank-details change is told by e-mail to the employee (at their address on file) and to every active
 * admin of the organisation, each in their language (the employee in the organisation's document language): the account
 * a thief would divert pay to is masked, and the admins are asked to confirm or reject it. Queued in the
 * transaction that records the change — a change that rolled back is never told — and sent after it commits.
 */
export const BANK_CHANGE_MAIL_QUEUE = 'employees.bank-change-mail';

type BankChangeMail = {
  organizationId: string;
  changeId: string;
  event: 'changed' | 'confirmed' | 'rejected';
};

export function queueBankChangeMail(db: DbOrTx, data: BankChangeMail) {
  return enqueue(db, BANK_CHANGE_MAIL_QUEUE, data, { singletonKey: `${data.changeId}-${data.event}` });
}

const masked = (last4: string | null) => (last4 ? `******${last4}` : '—');

async function sendBankChangeMail(data: BankChangeMail, ctx: JobContext) {
  const deps = jobDeps(ctx);
  const [row] = await ctx.db
    .select({ change: employeeBankChanges, employee: employees })
    .from(employeeBankChanges)
    .innerJoin(employees, eq(employees.id, employeeBankChanges.employeeId))
    .where(eq(employeeBankChanges.id, data.changeId));
  if (!row || row.change.organizationId !== data.organizationId) return;
  const { change, employee } = row;
  const organization = await findOrganization(ctx.db, data.organizationId);
  const link = `${deps.config.appUrl.replace(/\/$/, '')}/app/employees/${employee.id}`;
  const mail = (to: string, firstName: string, locale: Locale, audience: 'admin' | 'employee'): Mail => {
    const t = translator(locale);
    const params = {
      name: `${employee.firstName} ${employee.lastName}`,
      staffId: employee.staffId,
      organization: organization?.name ?? '',
      oldAccount: `${change.oldBankCode ?? '—'} ${masked(change.oldAccountNumberLast4)}`,
      newAccount: `${change.newBankCode ?? '—'} ${masked(change.newAccountNumberLast4)}`,
      date: change.createdAt.toISOString().slice(0, 10),
    };
    const key = `employees.bankChange.mail.${data.event}`;
    const blocks: Parameters<typeof renderMail>[0]['blocks'] = [
      { kind: 'p', text: t('mail.greeting', { name: firstName }) },
      { kind: 'p', text: t(`${key}.body`, params) },
      { kind: 'p', text: t(`employees.bankChange.mail.${audience}Next`) },
    ];
    if (audience === 'admin')
      blocks.push({ kind: 'link', text: t('employees.bankChange.mail.open'), href: link });
    return renderMail({ to, subject: t(`${key}.subject`, params), t, blocks });
  };
  const mails: Mail[] = [];
  const seen = new Set<string>();
  for (const { role, user } of await listMembers(ctx.db, data.organizationId)) {
    if (!role.isActive || seen.has(user.id)) continue;
    seen.add(user.id);
    mails.push(
      mail(user.email, user.firstName, isLocale(user.locale) ? user.locale : DEFAULT_LOCALE, 'admin'),
    );
  }
  // The employee has no account language: they read what their payslips are written in.
  if (employee.email) {
    const [settings] = await ctx.db
      .select({ language: payrollSettings.documentLanguage })
      .from(payrollSettings)
      .where(eq(payrollSettings.organizationId, data.organizationId));
    const locale = isLocale(settings?.language) ? settings.language : DEFAULT_LOCALE;
    mails.push(mail(employee.email, employee.firstName, locale, 'employee'));
  }
  for (const m of mails) {
    await deps.mailer
      .send(m)
      .catch((err: unknown) => ctx.log.error({ err, to: m.to }, 'bank change mail not sent'));
  }
}

export const BANK_CHANGE_MAIL_JOB: JobDefinition<BankChangeMail> = {
  name: BANK_CHANGE_MAIL_QUEUE,
  handler: sendBankChangeMail,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
};

export const EMPLOYEES_JOBS = [BANK_CHANGE_MAIL_JOB];
