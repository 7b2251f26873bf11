import 'server-only';
import crypto from 'node:crypto';
import type { Locale } from '@/lib/i18n/config';
import type { CoreDeps } from '@/server/deps';
import { translator, type Translate } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mail } from '@/server/mail/mailer';
import * as repo from './comms.repo';

/**
 * A personal poll link's token is an HMAC of the recipient row's id under the server secret: the database
 * stores only its SHA-256, yet the mail job can re-derive the token to mail it later (after the request). Nobody reading the database can forge or recover a link.
 */
export function personalToken(secret: Uint8Array, recipientId: string) {
  return crypto.createHmac('sha256', secret).update(`poll-link:${recipientId}`).digest('base64url');
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A fresh random token for a shared poll link or a suggestion box. */
export const randomToken = () => crypto.randomBytes(24).toString('base64url');

export type CommForMail = repo.CommRow & { organizationName: string };

function mailFor(deps: CoreDeps, t: Translate, comm: CommForMail, r: repo.RecipientRow): Mail {
  if (comm.type === 'announcement') {
    return renderMail({
      to: r.email,
      subject: t('comms.mail.announcementSubject', {
        organization: comm.organizationName,
        title: comm.title ?? '',
      }),
      t,
      blocks: [
        { kind: 'p', text: t('mail.greeting', { name: r.name }) },
        { kind: 'p', text: comm.title ?? '' },
        { kind: 'p', text: comm.message ?? '' },
      ],
    });
  }
  const href = `${deps.config.appUrl}/polls/${personalToken(deps.config.authSecret, r.id)}`;
  return renderMail({
    to: r.email,
    subject: t('comms.mail.pollSubject', { organization: comm.organizationName }),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name: r.name }) },
      { kind: 'p', text: t('comms.mail.pollBody', { organization: comm.organizationName }) },
      { kind: 'p', text: comm.question ?? '' },
      { kind: 'p', text: t(comm.anonymous ? 'comms.mail.pollAnonymous' : 'comms.mail.pollNamed') },
      { kind: 'link', text: t('comms.mail.pollAction'), href },
    ],
  });
}

/** People mailed by one job; a comm with more gets a follow-up job for the next ones. */
export const MAIL_CHUNK = 500;
/** Mails in flight at once. */
const BATCH = 100;

/**
 * Mails up to `limit` people of the comm who have not been mailed. Each batch is claimed first (stamped
 * mailed), so a redelivered job or a second worker never mails anyone twice; the people the transport
 * refused are given back at the end, for the job's retry. Answers how many were claimed and refused.
 */
export async function mailChunk(deps: CoreDeps, comm: CommForMail, locale: Locale, limit = MAIL_CHUNK) {
  const t = translator(locale);
  let claimed = 0;
  const refused: string[] = [];
  while (claimed < limit) {
    const rows = await repo.claimUnmailed(deps.db, comm.id, Math.min(BATCH, limit - claimed), deps.now());
    if (rows.length === 0) break;
    claimed += rows.length;
    const results = await Promise.allSettled(rows.map((r) => deps.mailer.send(mailFor(deps, t, comm, r))));
    const failed = rows.filter((_, i) => results[i]!.status === 'rejected').map((r) => r.id);
    refused.push(...failed);
    // A transport that refuses everything: stop here rather than churn; the retry starts over.
    if (failed.length === rows.length) break;
  }
  await repo.releaseClaims(deps.db, refused);
  return { claimed, refused: refused.length };
}
