import 'server-only';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import type { PayrollApprovalNotice } from '@/server/deps';
import { findUserById } from '@/server/modules/identity/identity.queries';
import { translator } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mailer } from '@/server/mail/mailer';
import { notifyUser } from '@/server/modules/notifications/notifications.service';
import type { PayrollRun } from '@/lib/contracts/payroll';
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
  const creator = await findUserById(db, run.createdBy);
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

/** Tells one user about the run, in their language, by notification and by mail with a link to it. */
async function tell(
  db: DbOrTx,
  to: { organizationId: string; userId: string; mailer: Mailer; appUrl: string; now: Date },
  runId: string,
  key: 'yourLevel' | 'approverCannotApprove',
  params: Record<string, string | number>,
) {
  const user = await findUserById(db, to.userId);
  if (!user) return;
  const t = translator(isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);
  const title = t(`payroll.notifications.${key}.title`, params);
  const body = t(`payroll.notifications.${key}.body`, params);
  await notifyUser(db, {
    userId: user.id,
    organizationId: to.organizationId,
    type: 'payroll',
    title,
    body,
  });
  await to.mailer.send(
    renderMail({
      to: user.email,
      subject: title,
      t,
      blocks: [
        { kind: 'p', text: t('mail.greeting', { name: user.firstName }) },
        { kind: 'p', text: body },
        { kind: 'link', text: t('payroll.mail.open'), href: runLink(to.appUrl, runId) },
      ],
    }),
  );
}

/**
 * When a run reaches a level (after its compute, after each level approved): the approver named for it is told
 * in their language by notification and by mail, and reached by the other `notices` the wiring lists (chat
 * offers its approval link; payroll does not import chat). An approver who does not hold payroll.approve
 * (levels saved before that was checked) cannot act: the run's creator is told instead, so the run does not
 * wait unseen. Nothing when the level names nobody (anyone with payroll.approve may approve; the dashboard
 * lists the run to them). Returns the run.
 */
export async function announceNextLevel<R extends PayrollRun>(
  db: DbOrTx,
  organizationId: string,
  mailer: Mailer,
  appUrl: string,
  run: R,
  now: Date,
  notices: readonly PayrollApprovalNotice[],
): Promise<R> {
  const next = run.nextApprover;
  if (run.status !== 'pending_approval' || !next?.userId) return run;
  const to = { organizationId, mailer, appUrl, now };
  const params = { name: run.name, period: run.period, level: next.level, levels: run.approvalLevels };
  if (!next.hasPermission) {
    if (run.createdBy)
      await tell(db, { ...to, userId: run.createdBy.id }, run.id, 'approverCannotApprove', {
        ...params,
        approver: next.name ?? '',
      });
    return run;
  }
  await tell(db, { ...to, userId: next.userId }, run.id, 'yourLevel', params);
  for (const notice of notices) await notice.offer(db, organizationId, run, { appUrl, now });
  return run;
}

const runLink = (appUrl: string, runId: string) => `${appUrl.replace(/\/$/, '')}/app/payroll/${runId}`;
