import 'server-only';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import { permissionsForRole } from '@/lib/contracts/permissions';
import { formatMoney } from '@/lib/money';
import { payoutFailureText } from '@/lib/payout-failures';
import type { DbOrTx } from '@/server/db/client';
import { translator } from '@/server/i18n';
import { enqueueMany } from '@/server/queue/enqueue';
import { jobDeps } from '@/server/queue/job-deps';
import { pluginsOf, type JobContext, type JobDefinition } from '@/server/queue/types';
import { renderMail } from '@/server/mail/layout';
import type { Mail } from '@/server/mail/mailer';
import { findUserById, listMembers } from '@/server/modules/identity/identity.queries';
import { notifyUser } from '@/server/modules/notifications/notifications.service';
import type { PayoutRow } from './payout-types';
import * as repo from './payouts.repo';

/**
 * A failed payout is told to the people who can act on it: every wallet admin of the organisation (employers,
 * and team admins holding `wallet`) and the batch's creator (a payroll run's creator: PayoutListener.describe),
 * each once, in their own language, by an in-app notification and an e-mail. The failures of one recording
 * (one batch's outcomes, or one queueing) make one notice, queued in the transaction that records them — so
 * a failure that rolled back is never told — and sent by the `payouts.failed-notice` job: notifications in
 * one transaction, mail after it commits (a mail transport error is logged, never retried into duplicates).
 */
export const FAILED_NOTICE_QUEUE = 'payouts.failed-notice';

type FailedNotice = { organizationId: string; source: string; sourceId: string; payoutIds: string[] };

/** Queues one notice per batch for these just-failed (or held, or reversed) payouts (nothing when none). */
export async function queueFailedNotices(tx: DbOrTx, failed: PayoutRow[]) {
  const batches = new Map<string, FailedNotice>();
  for (const r of failed) {
    const key = `${r.source}|${r.organizationId}|${r.sourceId}`;
    const notice = batches.get(key) ?? {
      organizationId: r.organizationId,
      source: r.source,
      sourceId: r.sourceId,
      payoutIds: [],
    };
    notice.payoutIds.push(r.id);
    batches.set(key, notice);
  }
  await enqueueMany(
    tx,
    FAILED_NOTICE_QUEUE,
    [...batches.values()].map((data) => ({ data })),
  );
}

type Recipient = { id: string; email: string; firstName: string; locale: string | null };

/** The organisation's active wallet admins, and the creator (whatever their role now), each once. */
async function recipientsOf(db: DbOrTx, organizationId: string, createdBy: string | null) {
  const out = new Map<string, Recipient>();
  for (const { role, user } of await listMembers(db, organizationId)) {
    if (role.isActive && permissionsForRole(role).includes('wallet')) out.set(user.id, user);
  }
  if (createdBy && !out.has(createdBy)) {
    const creator = await findUserById(db, createdBy);
    if (creator) out.set(creator.id, creator);
  }
  return [...out.values()];
}

const SHOWN_NAMES = 5;
/** the statuses a notice tells of: not paid, and waiting for someone to act */
const NOTICED: readonly PayoutRow['status'][] = ['failed', 'reversed', 'held'];

/** payouts.failed-notice: tells the wallet admins and the creator about a batch's failed payouts. */
export async function sendFailedNotice(data: FailedNotice, ctx: JobContext) {
  const deps = jobDeps(ctx);
  const mails: Mail[] = [];
  await ctx.db.transaction(async (tx) => {
    const rows = (await repo.findPayoutsByIds(tx, data.payoutIds)).filter(
      (r) => NOTICED.includes(r.status) && r.organizationId === data.organizationId,
    );
    if (rows.length === 0) return;
    // held payouts wait in clearing (the provider lacked balance): their notice says so, not "back in the wallet"
    const kind = rows.every((r) => r.status === 'held') ? 'held' : 'failed';
    const about =
      (await pluginsOf(ctx).payoutListeners[data.source]?.describe?.(tx, {
        organizationId: data.organizationId,
        sourceId: data.sourceId,
        subjectIds: rows.map((r) => r.subjectId),
      })) ?? null;
    const names = rows.map(
      (r) => about?.payees.get(r.subjectId) ?? r.accountName ?? `••••${r.accountNumberLast4}`,
    );
    // the stored provider answers; each recipient reads them in their own language (lib/payout-failures.ts)
    const failureReasons = [...new Set(rows.map((r) => r.failureReason))];
    const totals = new Map<string, number>();
    for (const r of rows) totals.set(r.currency, (totals.get(r.currency) ?? 0) + r.amount);
    const link = `${deps.config.appUrl.replace(/\/$/, '')}${about?.path ?? '/app/wallet'}`;

    for (const person of await recipientsOf(tx, data.organizationId, about?.createdBy ?? null)) {
      const locale = isLocale(person.locale) ? person.locale : DEFAULT_LOCALE;
      const t = translator(locale);
      const shown = names.slice(0, SHOWN_NAMES).join(', ');
      const params = {
        count: rows.length,
        batch: about ? about.label(t) : t('payouts.notifications.failed.otherBatch'),
        amount: [...totals].map(([currency, minor]) => formatMoney(minor, currency, locale)).join(', '),
        names:
          names.length > SHOWN_NAMES
            ? t('payouts.notifications.failed.andMore', { names: shown, more: names.length - SHOWN_NAMES })
            : shown,
        reasons: [
          ...new Set(
            failureReasons.map((r) =>
              payoutFailureText(r, (k) => t(`payouts.disbursement.${k}`), 'reasons.transfer_failed'),
            ),
          ),
        ].join(locale === 'zh-CN' ? '；' : '; '),
      };
      const one = rows.length === 1;
      const title = one
        ? t(`payouts.notifications.${kind}.titleOne`, params)
        : t(`payouts.notifications.${kind}.titleMany`, params);
      const body = one
        ? t(`payouts.notifications.${kind}.bodyOne`, params)
        : t(`payouts.notifications.${kind}.bodyMany`, params);
      await notifyUser(tx, {
        userId: person.id,
        organizationId: data.organizationId,
        type: 'payouts',
        title,
        body,
      });
      mails.push(
        renderMail({
          to: person.email,
          subject: title,
          t,
          blocks: [
            { kind: 'p', text: t('mail.greeting', { name: person.firstName }) },
            { kind: 'p', text: body },
            { kind: 'p', text: t(`payouts.notifications.${kind}.next`) },
            { kind: 'link', text: t('payouts.notifications.failed.open'), href: link },
          ],
        }),
      );
    }
  });
  for (const mail of mails) {
    await deps.mailer
      .send(mail)
      .catch((err: unknown) => ctx.log.error({ err, to: mail.to }, 'payout failure mail not sent'));
  }
}

export const FAILED_NOTICE_JOB: JobDefinition<FailedNotice> = {
  name: FAILED_NOTICE_QUEUE,
  handler: sendFailedNotice,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
};
