import 'server-only';
import type { Translate } from '@/server/i18n';
import { renderMail } from './layout';
import type { Mail } from './mailer';

export function verificationCodeMail(t: Translate, to: string, name: string, code: string): Mail {
  return renderMail({
    to,
    subject: t('mail.verify.subject'),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('mail.verify.body') },
      { kind: 'code', text: code },
      { kind: 'p', text: t('mail.verify.expiry', { minutes: 10 }) },
    ],
  });
}

export function resetPasswordMail(t: Translate, to: string, name: string, link: string): Mail {
  return renderMail({
    to,
    subject: t('mail.reset.subject'),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('mail.reset.body') },
      { kind: 'link', text: t('mail.reset.action'), href: link },
      { kind: 'p', text: t('mail.reset.expiry', { minutes: 60 }) },
    ],
  });
}

/** To the owner of an email someone tried to sign up with again: no account was created or changed. */
export function signupAttemptMail(t: Translate, to: string, name: string, resetLink: string): Mail {
  return renderMail({
    to,
    subject: t('mail.signupAttempt.subject'),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('mail.signupAttempt.body') },
      { kind: 'p', text: t('mail.signupAttempt.advice') },
      { kind: 'link', text: t('mail.signupAttempt.action'), href: resetLink },
    ],
  });
}

export function passwordChangedMail(t: Translate, to: string, name: string): Mail {
  return renderMail({
    to,
    subject: t('mail.passwordChanged.subject'),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name }) },
      { kind: 'p', text: t('mail.passwordChanged.body') },
    ],
  });
}

export function invitationMail(
  t: Translate,
  to: string,
  organization: string,
  inviter: string,
  link: string,
  days: number,
): Mail {
  return renderMail({
    to,
    subject: t('mail.invitation.subject', { organization }),
    t,
    blocks: [
      { kind: 'p', text: t('mail.invitation.body', { inviter, organization }) },
      { kind: 'link', text: t('mail.invitation.action'), href: link },
      { kind: 'p', text: t('mail.invitation.expiry', { days }) },
    ],
  });
}
