import 'server-only';
import crypto from 'node:crypto';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import type { AppDeps } from '@/server/http/context';
import { translator, type Translate } from '@/server/i18n';
import type { Mail } from '@/server/mail/mailer';
import * as repo from './comms.repo';

/**
 * A personal poll link's token is an HMAC of the recipient row's id under the server secret: the database
 * stores only its SHA-256, yet the sender can re-derive the token to mail it later (in batches, after the
 * request). Nobody reading the database can forge or recover a link.
 */
export function personalToken(secret: Uint8Array, recipientId: string) {
  return crypto.createHmac('sha256', secret).update(`poll-link:${recipientId}`).digest('base64url');
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A fresh random token for a shared poll link or a suggestion box. */
export const randomToken = () => crypto.randomBytes(24).toString('base64url');

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function render(
  to: string,
  subject: string,
  t: Translate,
  paragraphs: string[],
  link?: { text: string; href: string },
): Mail {
  const text = [...paragraphs, ...(link ? [`${link.text}: ${link.href}`] : []), '', t('mail.signature')].join(
    '\n\n',
  );
  const body = paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#1f56d1;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.text)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827"><h2>Paygrid</h2>${body}${button}<p style="color:#4b5563">${escapeHtml(t('mail.signature'))}</p></body></html>`;
  return { to, subject, text, html };
}

type CommForMail = repo.CommRow & { organizationName: string };

function mailFor(deps: AppDeps, t: Translate, comm: CommForMail, r: repo.RecipientRow): Mail {
  if (comm.type === 'announcement') {
    return render(
      r.email,
      t('comms.mail.announcementSubject', { organization: comm.organizationName, title: comm.title ?? '' }),
      t,
      [t('mail.greeting', { name: r.name }), comm.title ?? '', comm.message ?? ''],
    );
  }
  const href = `${deps.config.appUrl}/polls/${personalToken(deps.config.authSecret, r.id)}`;
  return render(
    r.email,
    t('comms.mail.pollSubject', { organization: comm.organizationName }),
    t,
    [
      t('mail.greeting', { name: r.name }),
      t('comms.mail.pollBody', { organization: comm.organizationName }),
      comm.question ?? '',
      t(comm.anonymous ? 'comms.mail.pollAnonymous' : 'comms.mail.pollNamed'),
    ],
    { text: t('comms.mail.pollAction'), href },
  );
}

/** Mails sent while the request waits; the rest go out in the background, batch by batch. */
export const INLINE_BATCH = 200;
const BATCH = 100;

/** Mails up to `limit` unmailed recipients of the comm, marking each batch as mailed; answers how many. */
export async function mailBatch(
  deps: AppDeps & { db: DbOrTx },
  comm: CommForMail,
  locale: Locale,
  limit: number,
) {
  const t = translator(locale);
  let sent = 0;
  while (sent < limit) {
    const rows = await repo.listUnmailed(deps.db, comm.id, Math.min(BATCH, limit - sent));
    if (rows.length === 0) break;
    const results = await Promise.allSettled(rows.map((r) => deps.mailer.send(mailFor(deps, t, comm, r))));
    const ok = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((r) => r.id);
    if (ok.length > 0) await repo.markMailed(deps.db, ok, deps.now());
    sent += rows.length;
    // A transport that refuses everything: stop rather than loop; the rows stay unmailed for a resume.
    if (ok.length === 0) break;
  }
  return sent;
}

/**
 * After the comm is committed: the first INLINE_BATCH mails while the request waits, the rest in background
 * batches that yield to other work between them, so thousands of mails never hold the request open.
 */
export async function dispatchMail(
  deps: AppDeps,
  comm: CommForMail,
  locale: Locale,
  onError: (err: unknown) => void,
) {
  const first = await mailBatch(deps, comm, locale, INLINE_BATCH);
  if (first < INLINE_BATCH) return;
  const next = () =>
    setTimeout(() => {
      mailBatch(deps, comm, locale, BATCH)
        .then((n) => (n === BATCH ? next() : undefined))
        .catch(onError);
    }, 10);
  next();
}

/** A background batch of a fresh comm is still running within this window; older unmailed rows were cut short. */
const STALE_MS = 10 * 60_000;

/**
 * Until a job queue exists, mail cut short by a restart or refused by the transport is picked up the next
 * time the organisation sends something: each such comm gets its remaining people mailed in the background.
 */
export async function resumeUnmailed(
  deps: AppDeps,
  organizationId: string,
  load: (commId: string) => Promise<CommForMail>,
  locale: Locale,
  onError: (err: unknown) => void,
) {
  const ids = await repo.listStaleUnmailed(
    deps.db,
    organizationId,
    new Date(deps.now().getTime() - STALE_MS),
  );
  for (const id of ids) await dispatchMail(deps, await load(id), locale, onError);
}
