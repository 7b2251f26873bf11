import 'server-only';
import type { Translate } from '@/server/i18n';
import type { Mail, MailAttachment } from './mailer';

/**
 * The one renderer every e-mail goes through. The text and the HTML part are both built from the same
 * blocks here, so they can never drift apart (a paragraph or link added to one and forgotten in the other),
 * and every mail — account, team, hiring, comms, leave, payroll, payslips, billing — has one look: the same
 * frame, heading, inline styles and signature. Modules describe what a mail says; never how it is laid out.
 */

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** One piece of a mail's body: a paragraph, a code to type in (large, spaced), or a link shown as a button. */
export type MailBlock =
  | { kind: 'p'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type RenderMailInput = {
  to: string;
  subject: string;
  t: Translate;
  blocks: MailBlock[];
  /** The HTML part's title; the organisation's name on mail sent on its behalf. */
  heading?: string;
  attachments?: MailAttachment[];
};

function blockHtml(b: MailBlock) {
  if (b.kind === 'code')
    return `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:16px 0">${escapeHtml(b.text)}</p>`;
  if (b.kind === 'link')
    return `<p><a href="${escapeHtml(b.href)}" style="background:#1f56d1;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(b.text)}</a></p>`;
  // pre-line: a paragraph written on several lines (a poll question, a note) keeps its breaks, as in the text part
  return `<p style="white-space:pre-line">${escapeHtml(b.text)}</p>`;
}

/** Renders one mail in both text and HTML from the same blocks, in the shared frame, signed. */
export function renderMail({
  to,
  subject,
  t,
  blocks,
  heading = 'Paygrid',
  attachments,
}: RenderMailInput): Mail {
  const signature = t('mail.signature');
  const text = [
    ...blocks.map((b) => (b.kind === 'link' ? `${b.text}: ${b.href}` : b.text)),
    '',
    signature,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827"><h2>${escapeHtml(heading)}</h2>${blocks
    .map(blockHtml)
    .join('')}<p style="color:#4b5563">${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html, ...(attachments?.length && { attachments }) };
}
