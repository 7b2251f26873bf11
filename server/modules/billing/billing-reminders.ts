import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import type { CoreDeps } from '@/server/deps';
import { translator } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mail } from '@/server/mail/mailer';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { listAdmins } from '@/server/modules/team/team.service';
import * as repo from './billing.repo';

const DAY = 86_400_000;

function reminderMail(
  locale: Locale,
  to: string,
  organization: string,
  days: 7 | 1,
  endsOn: string,
  link: string,
): Mail {
  const t = translator(locale);
  return renderMail({
    to,
    subject: t(`billing.mail.reminder.subject${days}`, { organization }),
    t,
    blocks: [
      { kind: 'p', text: t('billing.mail.reminder.body', { organization, days, date: endsOn }) },
      { kind: 'link', text: t('billing.mail.reminder.action'), href: link },
    ],
  });
}

/**
 * Mails the organisation's owner 7 days and 1 day before its access ends (paid period or trial), once per end
 * date: the end each reminder went out for is stored, so running this again sends nothing and a renewal (a
 * new end) starts over. Cancelled subscriptions are not reminded. Run hourly by billing.jobs.ts; returns the count.
 */
export async function sendRenewalReminders(deps: CoreDeps, now = deps.now()): Promise<number> {
  let sent = 0;
  for (const row of await repo.listEndingBetween(deps.db, now, new Date(now.getTime() + 7 * DAY))) {
    const end = row.currentPeriodEnd ?? row.trialEndsAt;
    const left = end.getTime() - now.getTime();
    const stage: 7 | 1 | null =
      left <= DAY && row.reminder1For?.getTime() !== end.getTime()
        ? 1
        : left > DAY && row.reminder7For?.getTime() !== end.getTime()
          ? 7
          : null;
    if (!stage) continue;
    const [organization, team] = await Promise.all([
      findOrganization(deps.db, row.organizationId),
      listAdmins(deps, row.organizationId),
    ]);
    const owner = team.members.find((m) => m.isOwner);
    if (!organization || !owner) continue;
    await repo.updateSubscription(
      deps.db,
      row.organizationId,
      stage === 7 ? { reminder7For: end } : { reminder1For: end },
    );
    const link = `${deps.config.appUrl}/app/settings?tab=billing-info`;
    await deps.mailer.send(
      reminderMail('en-GB', owner.email, organization.name, stage, end.toISOString().slice(0, 10), link),
    );
    sent += 1;
  }
  return sent;
}
