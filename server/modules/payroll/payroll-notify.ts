import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { translator } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mailer } from '@/server/mail/mailer';
import { notifyUser } from '@/server/modules/notifications/notifications.service';
import type { PayrollRun } from '@/lib/contracts/payroll';
import { offerNextApproval } from '@/server/modules/chat/chat.service';
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

/**
 * When a run reaches a level (after its compute, after each level approved): the approver named for it is told
 * in their language by notification and by mail, and offered the chat approval link. Nothing when the level
 * names nobody (anyone with payroll.approve may approve; the dashboard lists the run to them). Returns the run.
 */
export async function announceNextLevel<R extends PayrollRun>(
  db: DbOrTx,
  organizationId: string,
  mailer: Mailer,
  appUrl: string,
  run: R,
  now: Date,
): Promise<R> {
  const next = run.nextApprover;
  if (run.status === 'pending_approval' && next?.userId) {
    const [approver] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, next.userId));
    if (approver) {
      const t = translator(isLocale(approver.locale) ? approver.locale : DEFAULT_LOCALE);
      const params = { name: run.name, period: run.period, level: next.level, levels: run.approvalLevels };
      const title = t('payroll.notifications.yourLevel.title', params);
      const body = t('payroll.notifications.yourLevel.body', params);
      await notifyUser(db, {
        userId: approver.id,
        organizationId,
        type: 'payroll',
        title,
        body,
        createdAt: now,
      });
      await mailer.send(
        renderMail({
          to: approver.email,
          subject: title,
          t,
          blocks: [
            { kind: 'p', text: t('mail.greeting', { name: approver.firstName }) },
            { kind: 'p', text: body },
            { kind: 'link', text: t('payroll.mail.open'), href: runLink(appUrl, run.id) },
          ],
        }),
      );
    }
  }
  return offerNextApproval(db, organizationId, run, now);
}

const runLink = (appUrl: string, runId: string) => `${appUrl.replace(/\/$/, '')}/app/payroll/${runId}`;
