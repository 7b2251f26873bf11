import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { translator } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mailer } from '@/server/mail/mailer';
import { notifyUser } from '@/server/modules/notifications/notifications.service';
import type { RunRow } from './payroll.repo';

export type RunEvent =
  | { kind: 'levelApproved'; level: number; levels: number; by: string }
  | { kind: 'approved'; by: string }
  | { kind: 'rejected'; by: string; reason: string };

/**
 * Tells the run's creator, in their language, by notification and by mail: at each level approved, at the
 * final approval and at a rejection. Mail goes through the request's mailer (held until the commit).
 */
export async function notifyCreator(
  db: DbOrTx,
  mailer: Mailer,
  appUrl: string,
  run: RunRow,
  event: RunEvent,
) {
  if (!run.createdBy) return;
  const [creator] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, run.createdBy));
  if (!creator) return;
  const t = translator(isLocale(creator.locale) ? creator.locale : DEFAULT_LOCALE);
  const params = {
    name: run.name,
    period: run.period,
    by: event.by,
    ...(event.kind === 'levelApproved' && { level: event.level, levels: event.levels }),
    ...(event.kind === 'rejected' && { reason: event.reason }),
  };
  const title = t(`payroll.notifications.${event.kind}.title`, params);
  const body = t(`payroll.notifications.${event.kind}.body`, params);
  await notifyUser(db, {
    userId: creator.id,
    organizationId: run.organizationId,
    type: 'payroll',
    title,
    body,
  });
  const link = `${appUrl.replace(/\/$/, '')}/app/payroll/${run.id}`;
  await mailer.send(
    renderMail({
      to: creator.email,
      subject: title,
      t,
      blocks: [
        { kind: 'p', text: t('mail.greeting', { name: creator.firstName }) },
        { kind: 'p', text: body },
        { kind: 'link', text: t('payroll.mail.open'), href: link },
      ],
    }),
  );
}
