import 'server-only';
import type { Translate } from '@/server/i18n';
import type { Mail } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

/** Renders one mail in both HTML and text from the same blocks, so the two never drift apart. */
function render(to: string, subject: string, t: Translate, blocks: Block[]): Mail {
  const text = [
    ...blocks.map((b) => (b.kind === 'link' ? `${b.text}: ${b.href}` : b.text)),
    '',
    t('mail.signature'),
  ].join('\n\n');
  const body = blocks
    .map((b) => {
      if (b.kind === 'code')
        return `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:16px 0">${escapeHtml(b.text)}</p>`;
      if (b.kind === 'link')
        return `<p><a href="${escapeHtml(b.href)}" style="background:#1f56d1;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(b.text)}</a></p>`;
      return `<p>${escapeHtml(b.text)}</p>`;
    })
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827"><h2>Paygrid</h2>${body}<p style="color:#4b5563">${escapeHtml(t('mail.signature'))}</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationCodeMail(t: Translate, to: string, name: string, code: string): Mail {
  return render(to, t('mail.verify.subject'), t, [
    { kind: 'p', text: t('mail.greeting', { name }) },
    { kind: 'p', text: t('mail.verify.body') },
    { kind: 'code', text: code },
    { kind: 'p', text: t('mail.verify.expiry', { minutes: 10 }) },
  ]);
}

export function resetPasswordMail(t: Translate, to: string, name: string, link: string): Mail {
  return render(to, t('mail.reset.subject'), t, [
    { kind: 'p', text: t('mail.greeting', { name }) },
    { kind: 'p', text: t('mail.reset.body') },
    { kind: 'link', text: t('mail.reset.action'), href: link },
    { kind: 'p', text: t('mail.reset.expiry', { minutes: 60 }) },
  ]);
}

/** To the owner of an email someone tried to sign up with again: no account was created or changed. */
export function signupAttemptMail(t: Translate, to: string, name: string, resetLink: string): Mail {
  return render(to, t('mail.signupAttempt.subject'), t, [
    { kind: 'p', text: t('mail.greeting', { name }) },
    { kind: 'p', text: t('mail.signupAttempt.body') },
    { kind: 'p', text: t('mail.signupAttempt.advice') },
    { kind: 'link', text: t('mail.signupAttempt.action'), href: resetLink },
  ]);
}

export function passwordChangedMail(t: Translate, to: string, name: string): Mail {
  return render(to, t('mail.passwordChanged.subject'), t, [
    { kind: 'p', text: t('mail.greeting', { name }) },
    { kind: 'p', text: t('mail.passwordChanged.body') },
  ]);
}

export function invitationMail(
  t: Translate,
  to: string,
  organization: string,
  inviter: string,
  link: string,
  days: number,
): Mail {
  return render(to, t('mail.invitation.subject', { organization }), t, [
    { kind: 'p', text: t('mail.invitation.body', { inviter, organization }) },
    { kind: 'link', text: t('mail.invitation.action'), href: link },
    { kind: 'p', text: t('mail.invitation.expiry', { days }) },
  ]);
}
