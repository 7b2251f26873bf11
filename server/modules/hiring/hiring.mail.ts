import 'server-only';
import { timeZoneAbbreviation } from '@/lib/countries';
import { formatDateTime } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/config';
import type { Translate } from '@/server/i18n';
import { renderMail, type MailBlock } from '@/server/mail/layout';

/**
 * Recruitment mails. An attachment travels in nodemailer's shape (the SMTP transport passes it on); the
 * text also names each attachment's file name and content type, which is what the dev outbox keeps.
 */
export type Attachment = { filename: string; content: string; contentType: string };

/** The paragraph naming each attached file (name and content type), after the mail's own paragraphs. */
const attachmentsNote = (t: Translate, attachments: Attachment[]): MailBlock => ({
  kind: 'p',
  text: t('hiring.mail.attachments', {
    list: attachments.map((a) => `${a.filename} (${a.contentType})`).join(', '),
  }),
});

export function applicationReceivedMail(
  t: Translate,
  to: string,
  name: string,
  job: string,
  organization: string,
) {
  return renderMail({
    to,
    subject: t('hiring.mail.received.subject', { job, organization }),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('hiring.mail.received.body', { job, organization }) },
    ],
  });
}

export function applicationRejectedMail(
  t: Translate,
  to: string,
  name: string,
  job: string,
  organization: string,
  reason: string,
) {
  return renderMail({
    to,
    subject: t('hiring.mail.rejected.subject', { job, organization }),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('hiring.mail.rejected.body', { job, organization }) },
      { kind: 'p', text: reason },
    ],
  });
}

export type InterviewMailFacts = {
  job: string;
  organization: string;
  startsAt: Date;
  /** The organisation's zone (its country's): the time is written there, named (10:00 WAT). */
  timeZone: string;
  locale: Locale;
  durationMinutes: number;
  mode: string;
  where: string | null;
  notes: string | null;
};

/**
 * When an interview is, as the candidate reads it: in the organisation's time zone, named by its abbreviation
 * ("20 Nov 2026, 10:00 WAT"; zh-CN "2026年11月20日 10:00 WAT"). The .ics keeps the instant in UTC.
 */
export function interviewTime(startsAt: Date, timeZone: string, locale: Locale) {
  const local = formatDateTime(startsAt, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return `${local} ${timeZoneAbbreviation(timeZone)}`;
}

export function interviewMail(
  t: Translate,
  to: string,
  name: string,
  f: InterviewMailFacts,
  ics: Attachment,
) {
  const when = interviewTime(f.startsAt, f.timeZone, f.locale);
  return renderMail({
    to,
    subject: t('hiring.mail.interview.subject', { job: f.job, organization: f.organization }),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('hiring.mail.interview.body', { job: f.job, organization: f.organization }) },
      { kind: 'p', text: t('hiring.mail.interview.when', { when, minutes: f.durationMinutes }) },
      { kind: 'p', text: t('hiring.mail.interview.mode', { mode: t(`hiring.modes.${f.mode}`) }) },
      ...(f.where
        ? [{ kind: 'p' as const, text: t('hiring.mail.interview.where', { where: f.where }) }]
        : []),
      ...(f.notes ? [{ kind: 'p' as const, text: f.notes }] : []),
      attachmentsNote(t, [ics]),
    ],
    attachments: [ics],
  });
}

export function offerMail(
  t: Translate,
  to: string,
  name: string,
  job: string,
  organization: string,
  link: string,
  expires: string,
) {
  return renderMail({
    to,
    subject: t('hiring.mail.offer.subject', { job, organization }),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('hiring.mail.offer.body', { job, organization }) },
      { kind: 'link', text: t('hiring.mail.offer.action'), href: link },
      { kind: 'p', text: t('hiring.mail.offer.expiry', { date: expires }) },
    ],
  });
}

// ——— iCalendar (RFC 5545) ———
const icsText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string) {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export function interviewIcs(e: {
  uid: string;
  now: Date;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
}): Attachment {
  const end = new Date(e.startsAt.getTime() + e.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Paygrid//Hiring//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${e.uid}@paygrid`,
    `DTSTAMP:${icsTime(e.now)}`,
    `DTSTART:${icsTime(e.startsAt)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: 'interview.ics',
    contentType: 'text/calendar',
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
